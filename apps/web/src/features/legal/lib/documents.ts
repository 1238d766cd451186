import { ROUTES } from '@portal/contract';
import type { LegalDoc } from '../content';

/** The three legal documents, their public paths and their texts in the `legal` catalogue. */
export const LEGAL_DOCUMENTS = [
  { doc: 'terms', to: ROUTES.legalTerms, title: 'documents.terms.title', description: 'documents.terms.description' },
  {
    doc: 'privacypolicy',
    to: ROUTES.legalPrivacy,
    title: 'documents.privacypolicy.title',
    description: 'documents.privacypolicy.description',
  },
  { doc: 'amlpolicy', to: ROUTES.legalAml, title: 'documents.amlpolicy.title', description: 'documents.amlpolicy.description' },
] as const satisfies ReadonlyArray<{ doc: LegalDoc; to: string; title: string; description: string }>;

/** The document a path names: /legal/terms and /terms both show the terms. */
export function legalDocOf(pathname: string): LegalDoc | null {
  const last = pathname.replace(/\/+$/, '').split('/').pop();
  return LEGAL_DOCUMENTS.find((d) => d.doc === last)?.doc ?? null;
}

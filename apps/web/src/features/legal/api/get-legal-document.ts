import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadLegal, type LegalDoc, type LegalLang, type LegalVersion } from '../content';

/** The raw Markdown of one legal document: a lazy chunk of the web build, never refetched. */
export function legalDocumentQueryOptions(version: LegalVersion, lang: LegalLang, doc: LegalDoc) {
  return queryOptions({
    queryKey: ['legal', version, lang, doc],
    queryFn: () => loadLegal(version, lang, doc),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function useLegalDocument(version: LegalVersion, lang: LegalLang, doc: LegalDoc) {
  return useQuery(legalDocumentQueryOptions(version, lang, doc));
}

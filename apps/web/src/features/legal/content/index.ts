/// <reference types="vite/client" />

/**
 * Legal page texts (Markdown), one file per version, language and document:
 * `./<version>/<lang>/<doc>.md`. The texts contain the placeholders
 * `{{brandName}}`, `{{supportEmail}}` and `{{companyName}}`, which the caller substitutes.
 */

export const LEGAL_VERSIONS = ['default', 'bank', 'partner'] as const;
export const LEGAL_LANGS = ['en', 'it'] as const;
export const LEGAL_DOCS = ['terms', 'amlpolicy', 'privacypolicy'] as const;

export type LegalVersion = (typeof LEGAL_VERSIONS)[number];
export type LegalLang = (typeof LEGAL_LANGS)[number];
export type LegalDoc = (typeof LEGAL_DOCS)[number];

// Each document is a separate lazy chunk, loaded only when its page is opened.
const files = import.meta.glob<string>('./*/*/*.md', {
  query: '?raw',
  import: 'default',
  eager: false,
});

export function loadLegal(version: LegalVersion, lang: LegalLang, doc: LegalDoc): Promise<string> {
  const key = `./${version}/${lang}/${doc}.md`;
  const load = files[key];
  if (!load) return Promise.reject(new Error(`Legal document not found: ${key}`));
  return load();
}

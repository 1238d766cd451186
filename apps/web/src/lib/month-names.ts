import { DEFAULT_LANGUAGE, type Language } from '@portal/contract';

/**
 * The twelve month names in the reader's language, from the browser's Intl (the dashboard's axis and table):
 * no date library in the dashboard's first download. en uses en-US's abbreviations ("Sep", as date-fns' en-GB
 * writes it elsewhere; Intl's en-GB writes "Sept"); the long names are the same in both.
 */
const TAGS: Record<Language, string> = { en: 'en-US', it: 'it-IT' };

export function monthNames(language: string, width: 'short' | 'long' = 'short'): string[] {
  const tag = TAGS[language as Language] ?? TAGS[DEFAULT_LANGUAGE];
  const names = new Intl.DateTimeFormat(tag, { month: width, timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, month) => names.format(Date.UTC(2000, month, 15)));
}

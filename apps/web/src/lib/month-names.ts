import { DEFAULT_LANGUAGE, type Language } from '@portal/contract';

/**
 * The twelve month names in the reader's language, from the browser's Intl (the dashboard's axis and table):
 * no date library in the dashboard's first download. en uses en-US's abbreviations ("Sep", as date-fns' en-GB
 * writes it elsewhere; Intl's en-GB writes "Sept"); the long names are the same in both.
 */
const TAGS: Record<Language, string> = { en: 'en-US', it: 'it-IT' };

const known = new Map<string, readonly string[]>();

/**
 * The same array for the same language and width (an Intl formatter is costly to build: the dashboard asked for a
 * new one on each of its renders), so that what is drawn from it is redrawn only when the language changes.
 */
export function monthNames(language: string, width: 'short' | 'long' = 'short'): readonly string[] {
  const tag = TAGS[language as Language] ?? TAGS[DEFAULT_LANGUAGE];
  const key = `${tag} ${width}`;
  let names = known.get(key);
  if (!names) {
    const format = new Intl.DateTimeFormat(tag, { month: width, timeZone: 'UTC' });
    names = Object.freeze(Array.from({ length: 12 }, (_, month) => format.format(Date.UTC(2000, month, 15))));
    known.set(key, names);
  }
  return names;
}

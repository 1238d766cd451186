import { DEFAULT_LANGUAGE, type Language } from '@portal/contract';

/**
 * The twelve month names in the reader's language (the dashboard's axis and table), written out: the first Intl
 * date formatter a page builds loads the browser's locale data, which alone was 80 ms of the dashboard's first
 * render on a slow phone, and date-fns stays out of the dashboard's first download. en writes en-US's
 * abbreviations ("Sep", as date-fns writes it elsewhere); month-names.test checks both languages against date-fns.
 */
const NAMES: Record<Language, Record<'short' | 'long', readonly string[]>> = {
  en: {
    short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    long: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  },
  it: {
    short: ['gen', 'feb', 'mar', 'apr', 'mag', 'giu', 'lug', 'ago', 'set', 'ott', 'nov', 'dic'],
    long: [
      'gennaio',
      'febbraio',
      'marzo',
      'aprile',
      'maggio',
      'giugno',
      'luglio',
      'agosto',
      'settembre',
      'ottobre',
      'novembre',
      'dicembre',
    ],
  },
};
for (const widths of Object.values(NAMES)) Object.values(widths).forEach((names) => Object.freeze(names));

/** The same (frozen) array for the same language and width, so that what is drawn from it is redrawn only when the language changes. */
export function monthNames(language: string, width: 'short' | 'long' = 'short'): readonly string[] {
  return (NAMES[language as Language] ?? NAMES[DEFAULT_LANGUAGE])[width];
}

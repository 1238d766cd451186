import { COUNTRY_ALPHA2 } from '@portal/contract';

/** A country's name in the reader's language from its 3-letter code; the code itself when unknown. */
export function countryName(code: string, lang: string): string {
  const a2 = COUNTRY_ALPHA2[code];
  try {
    return (a2 && new Intl.DisplayNames([lang], { type: 'region' }).of(a2)) || code;
  } catch {
    return code;
  }
}

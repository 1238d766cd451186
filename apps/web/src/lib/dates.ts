import { format } from 'date-fns';
import { enGB, it, type Locale } from 'date-fns/locale';
import { DATE_FORMATS, type Language } from '@portal/contract';

const LOCALES: Record<Language, Locale> = { en: enGB, it };

export function dateLocale(language: string): Locale {
  return LOCALES[language as Language] ?? enGB;
}

/** dd/MM/yyyy (partner-portal §9). */
export function formatDate(value: string | Date): string {
  return format(typeof value === 'string' ? new Date(value) : value, DATE_FORMATS.date);
}

/** Jan..Dec in the given language, short (`MMM`) or long (`MMMM`). */
export function monthNames(language: string, width: 'short' | 'long' = 'short'): string[] {
  const locale = dateLocale(language);
  return Array.from({ length: 12 }, (_, month) => format(new Date(2000, month, 1), width === 'short' ? 'LLL' : 'LLLL', { locale }));
}

import { format, isValid, parseISO } from 'date-fns';
import { enGB, it, type Locale } from 'date-fns/locale';
import { DATE_FORMATS, DEFAULT_LANGUAGE, formatMoney as exactMoney, type Language } from '@portal/contract';

/**
 * The web's one place for dates, amounts and counts. Dates follow partner-portal §9 (dd/MM/yyyy
 * whatever the language, month names in the reader's language); amounts have two fixed decimals and
 * the language's separators (en 1,234.56, it 1.234,56), computed exactly by the contract's
 * `formatMoney` (the server's invoice PDF uses the same). Pass `i18n.language`; anything unknown
 * falls back to en.
 */

const DATE_LOCALES: Record<Language, Locale> = { en: enGB, it };
const NUMBER_LOCALES: Record<Language, string> = { en: 'en-GB', it: 'it-IT' };
const SEPARATORS: Record<Language, [group: string, decimal: string]> = { en: [',', '.'], it: ['.', ','] };

const known = <T>(table: Record<Language, T>, language: string | undefined): T =>
  table[(language ?? DEFAULT_LANGUAGE) as Language] ?? table[DEFAULT_LANGUAGE];

/** date-fns' locale of a language (month and day names). */
export function dateLocale(language: string | undefined): Locale {
  return known(DATE_LOCALES, language);
}

type DateInput = string | number | Date | null | undefined;

function toDate(value: string | number | Date): Date | null {
  const date = typeof value === 'string' ? parseISO(value) : new Date(value);
  return isValid(date) ? date : null;
}

function formatWith(pattern: string, value: DateInput, language?: string): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  return date ? format(date, pattern, { locale: dateLocale(language) }) : '';
}

/** dd/MM/yyyy; '' for a missing or unreadable value. A bare date (yyyy-MM-dd) is that local day. */
export function formatDate(value: DateInput, language?: string): string {
  return formatWith(DATE_FORMATS.date, value, language);
}

/** dd/MM/yyyy HH:mm:ss (24-hour clock). */
export function formatDateTime(value: DateInput, language?: string): string {
  return formatWith(DATE_FORMATS.dateTime.replace('hh', 'HH'), value, language);
}

/** dd MMM yyyy with the month abbreviated in the reader's language (inbox list). */
export function formatShortMonthDate(value: DateInput, language?: string): string {
  return formatWith(DATE_FORMATS.inboxList, value, language);
}

/** dd MMM yyyy, HH:mm (inbox message). */
export function formatShortMonthDateTime(value: DateInput, language?: string): string {
  return formatWith(DATE_FORMATS.inboxDetail, value, language);
}

/**
 * An amount with two fixed decimals and thousands separators, exact (no float on the way). Takes the
 * API's decimal strings ("1234.5") or numbers; an unreadable value is returned as it came.
 */
export function formatAmount(value: string | number | null | undefined, language?: string): string {
  if (value === null || value === undefined || value === '') return '';
  const [group, decimal] = known(SEPARATORS, language);
  return exactMoney(String(value), group, decimal);
}

/** An amount followed by its currency code: "1,234.50 EUR" / "1.234,50 EUR". */
export function formatMoney(value: string | number | null | undefined, currency: string | null | undefined, language?: string): string {
  const amount = formatAmount(value, language);
  return amount && currency ? `${amount} ${currency}` : amount;
}

/** A whole number with the language's thousands separator (counts, totals). */
export function formatCount(value: number, language?: string): string {
  return new Intl.NumberFormat(known(NUMBER_LOCALES, language), { maximumFractionDigits: 0, useGrouping: 'always' }).format(value);
}

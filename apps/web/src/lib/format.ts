import { format, isValid, parseISO } from 'date-fns';
import { DATE_FORMATS, DEFAULT_LANGUAGE, type Language } from '@portal/contract';
import { dateLocale } from './dates';

/**
 * Shared formatters: dates follow partner-portal §9 / 001 §9 (dd/MM/yyyy whatever the language, month
 * names in the reader's language), amounts have two fixed decimals and the language's separators
 * (en 1,234.56, it 1.234,56). Pass `i18n.resolvedLanguage`; anything unknown falls back to en.
 */

const NUMBER_LOCALES: Record<Language, string> = { en: 'en-GB', it: 'it-IT' };

function numberLocale(language: string | undefined): string {
  return NUMBER_LOCALES[(language ?? DEFAULT_LANGUAGE) as Language] ?? NUMBER_LOCALES[DEFAULT_LANGUAGE];
}

function toDate(value: string | number | Date): Date | null {
  const date = typeof value === 'string' ? parseISO(value) : new Date(value);
  return isValid(date) ? date : null;
}

function formatWith(pattern: string, value: string | number | Date | null | undefined, language?: string): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  return date ? format(date, pattern, { locale: dateLocale(language ?? DEFAULT_LANGUAGE) }) : '';
}

/** dd/MM/yyyy; '' for a missing or unreadable value. */
export function formatDate(value: string | number | Date | null | undefined, language?: string): string {
  return formatWith(DATE_FORMATS.date, value, language);
}

/** dd/MM/yyyy HH:mm:ss (24-hour clock). */
export function formatDateTime(value: string | number | Date | null | undefined, language?: string): string {
  return formatWith(DATE_FORMATS.dateTime.replace('hh', 'HH'), value, language);
}

/** dd MMM yyyy with the month abbreviated in the reader's language (inbox list). */
export function formatShortMonthDate(value: string | number | Date | null | undefined, language?: string): string {
  return formatWith(DATE_FORMATS.inboxList, value, language);
}

/** dd MMM yyyy, HH:mm (inbox message). */
export function formatShortMonthDateTime(value: string | number | Date | null | undefined, language?: string): string {
  return formatWith(DATE_FORMATS.inboxDetail, value, language);
}

const DECIMAL = /^[-+]?\d+(\.\d+)?$/;

/**
 * An amount with two fixed decimals and thousands separators. Takes the API's decimal strings
 * ("1234.5") or numbers; an unreadable value is returned as it came.
 */
export function formatAmount(value: string | number | null | undefined, language?: string): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'number' ? !Number.isFinite(value) : !DECIMAL.test(value.trim())) return String(value);
  // Intl formats a decimal string exactly (no float rounding on large amounts).
  const exact = (typeof value === 'number' ? value : value.trim()) as Intl.StringNumericLiteral;
  return new Intl.NumberFormat(numberLocale(language), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: 'always',
  }).format(exact);
}

/** An amount followed by its currency code: "1,234.50 EUR" / "1.234,50 EUR". */
export function formatMoney(value: string | number | null | undefined, currency: string | null | undefined, language?: string): string {
  const amount = formatAmount(value, language);
  return amount && currency ? `${amount} ${currency}` : amount;
}

/** A whole number with the language's thousands separator (counts, totals). */
export function formatCount(value: number, language?: string): string {
  return new Intl.NumberFormat(numberLocale(language), { maximumFractionDigits: 0, useGrouping: 'always' }).format(value);
}

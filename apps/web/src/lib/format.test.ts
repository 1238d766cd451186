import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatCount,
  formatDate,
  formatDateTime,
  formatMoney,
  formatShortMonthDate,
  formatShortMonthDateTime,
} from './format';
import { monthNames } from './month-names';

describe('dates', () => {
  it('shows dd/MM/yyyy in both languages', () => {
    expect(formatDate('2026-11-01')).toBe('01/11/2026');
    expect(formatDate('2026-03-09T22:15:00', 'it')).toBe('09/03/2026');
    expect(formatDate(new Date(2024, 1, 29), 'en')).toBe('29/02/2024');
  });

  it('shows date and time on a 24-hour clock', () => {
    expect(formatDateTime('2026-03-09T22:15:07', 'en')).toBe('09/03/2026 22:15:07');
  });

  it('names the month in the reader language', () => {
    expect(formatShortMonthDate('2026-01-05', 'en')).toBe('05 Jan 2026');
    expect(formatShortMonthDate('2026-01-05', 'it')).toBe('05 gen 2026');
    expect(formatShortMonthDateTime('2026-01-05T09:07:00', 'it')).toBe('05 gen 2026, 09:07');
    expect(monthNames('it', 'long')[0]).toBe('gennaio');
  });

  it('gives an empty text for missing or unreadable dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('amounts', () => {
  it('uses two fixed decimals and the separators of the language', () => {
    expect(formatAmount('1234.5', 'en')).toBe('1,234.50');
    expect(formatAmount('1234.5', 'it')).toBe('1.234,50');
    expect(formatAmount(0, 'it')).toBe('0,00');
    expect(formatAmount('-15000', 'en')).toBe('-15,000.00');
  });

  it('keeps large decimal strings exact', () => {
    expect(formatAmount('12345678901234567.89', 'en')).toBe('12,345,678,901,234,567.89');
  });

  it('adds the currency code and leaves unreadable input alone', () => {
    expect(formatMoney('99.9', 'EUR', 'it')).toBe('99,90 EUR');
    expect(formatAmount('n/a', 'en')).toBe('n/a');
    expect(formatAmount(null, 'en')).toBe('');
  });

  it('shows the amounts of the partner tables with their currency, per language', () => {
    expect(formatMoney('1234567.5', 'EUR', 'en')).toBe('1,234,567.50 EUR');
    expect(formatMoney('1234567.50', 'EUR', 'it')).toBe('1.234.567,50 EUR');
    expect(formatMoney('-1398.05', 'GBP', 'en')).toBe('-1,398.05 GBP');
    expect(formatMoney('0.00', 'USD', 'en')).toBe('0.00 USD');
    expect(formatMoney('999.99', 'USD', 'xx')).toBe('999.99 USD');
    expect(formatMoney('9999999999999999.99', 'EUR', 'en')).toBe('9,999,999,999,999,999.99 EUR');
  });

  it('groups counts', () => {
    expect(formatCount(1500000, 'it')).toBe('1.500.000');
    expect(formatCount(1500, 'en')).toBe('1,500');
  });
});

import { describe, expect, it } from 'vitest';
import { formatAmount } from './format';

describe('amounts', () => {
  it('shows 2 fixed decimals, thousands separators and the currency, per language', () => {
    expect(formatAmount('1234567.5', 'EUR', 'en')).toBe('1,234,567.50 EUR');
    expect(formatAmount('1234567.50', 'EUR', 'it')).toBe('1.234.567,50 EUR');
    expect(formatAmount('-1398.05', 'GBP', 'en')).toBe('-1,398.05 GBP');
    expect(formatAmount('0.00', 'USD', 'en')).toBe('0.00 USD');
    expect(formatAmount('999.99', 'USD', 'xx')).toBe('999.99 USD');
  });

  it('stays exact beyond float precision', () => {
    expect(formatAmount('9999999999999999.99', 'EUR', 'en')).toBe('9,999,999,999,999,999.99 EUR');
  });
});

import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { dateLocale } from './format';
import { monthNames } from './month-names';

describe('monthNames', () => {
  it.each(['en', 'it'])('writes the months as the date formats do (%s)', (language) => {
    const locale = dateLocale(language);
    const expected = (pattern: string) => Array.from({ length: 12 }, (_, m) => format(new Date(2000, m, 1), pattern, { locale }));
    expect(monthNames(language)).toEqual(expected('LLL'));
    expect(monthNames(language, 'long')).toEqual(expected('LLLL'));
  });

  it('falls back to English for an unknown language', () => {
    expect(monthNames('xx')[8]).toBe('Sep');
  });
});

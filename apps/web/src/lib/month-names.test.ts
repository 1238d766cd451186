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

  it('answers the same array for the same language and width, so that what is drawn from it is not drawn again', () => {
    expect(monthNames('it')).toBe(monthNames('it'));
    expect(monthNames('it', 'long')).not.toBe(monthNames('it'));
    expect(monthNames('xx')).toBe(monthNames('en'));
    expect(Object.isFrozen(monthNames('en'))).toBe(true);
  });
});

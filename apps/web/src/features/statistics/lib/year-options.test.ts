import { describe, expect, it } from 'vitest';
import { defaultYear, yearOptions } from './year-options';

const months = (n: number) => Array.from({ length: 12 }, () => n);

describe('yearOptions', () => {
  it('is the union of the years in all answers, newest first', () => {
    const options = yearOptions([{ '2025': months(1) }, { '2026': months(2), '2024': months(0) }, undefined], 2026);
    expect(options).toEqual(['2026', '2025', '2024']);
  });

  it('offers the current year when no answer has arrived yet', () => {
    expect(yearOptions([undefined, {}], 2026)).toEqual(['2026']);
  });
});

describe('defaultYear', () => {
  it('is the current year when offered', () => {
    expect(defaultYear(['2026', '2025'], 2026)).toBe('2026');
  });

  it('falls back to the newest year offered', () => {
    expect(defaultYear(['2025', '2024'], 2026)).toBe('2025');
  });
});

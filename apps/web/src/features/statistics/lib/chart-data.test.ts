import { describe, expect, it } from 'vitest';
import { monthlyCounts, total } from './chart-data';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

describe('monthlyCounts', () => {
  it('pairs each month with its count', () => {
    const data = monthlyCounts({ '2026': [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] }, '2026', MONTHS);
    expect(data[0]).toEqual({ month: 'Jan', count: 1 });
    expect(data[11]).toEqual({ month: 'Dec', count: 12 });
    expect(total(data)).toBe(78);
  });

  it('counts zero for a year the answer does not have', () => {
    const data = monthlyCounts({ '2025': Array.from({ length: 12 }, () => 3) }, '2026', MONTHS);
    expect(data).toHaveLength(12);
    expect(total(data)).toBe(0);
  });
});

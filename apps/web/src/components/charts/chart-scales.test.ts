import { describe, expect, it } from 'vitest';
import { countAxis, labelStep, largest } from './chart-scales';

describe('chart scales', () => {
  it('counts get whole-number ticks from zero to a round value at or above the largest', () => {
    const axis = countAxis(3, 220);
    expect(axis.ticks).toEqual([0, 1, 2, 3]);
    expect(countAxis(97, 220).ticks).toEqual([0, 20, 40, 60, 80, 100]);
    expect(axis.scale(0)).toBeGreaterThan(axis.scale(3)); // SVG's y grows downwards
  });

  it('an empty chart still has an axis from 0 to 1', () => {
    expect(countAxis(0, 220).ticks).toEqual([0, 1]);
  });

  it('the count labels get the room their longest number needs', () => {
    expect(countAxis(12_000, 220).width).toBeGreaterThan(countAxis(9, 220).width);
  });

  it('labels are thinned only when they would overlap', () => {
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    expect(labelStep(months, 600)).toBe(1);
    expect(labelStep(months, 150)).toBeGreaterThan(1);
    const days = Array.from({ length: 30 }, (_, day) => `11-${String(day + 1).padStart(2, '0')}`);
    const step = labelStep(days, 400);
    expect(step).toBeGreaterThan(1);
    expect((days.length / step) * (5 * 7 + 8)).toBeLessThanOrEqual(400 + 5 * 7 + 8);
  });

  it('the largest value is one series or, stacked, the sum of a row', () => {
    const rows = [
      { a: 2, b: 5 },
      { a: 4, b: 1 },
    ];
    const series = [
      { key: 'a' as const, label: 'A', color: 'red' },
      { key: 'b' as const, label: 'B', color: 'blue' },
    ];
    expect(largest(rows, series)).toBe(5);
    expect(largest(rows, series, true)).toBe(7);
    expect(largest([], series)).toBe(0);
  });
});

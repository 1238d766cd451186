import { describe, expect, it } from 'vitest';
import { defaultReplaySince, localInputToIso, toLocalInput } from './replay-since';

describe('replay since', () => {
  it('round-trips a local date and time through the input value', () => {
    const d = new Date(2025, 0, 31, 8, 5);
    expect(toLocalInput(d)).toBe('2025-01-31T08:05');
    expect(localInputToIso('2025-01-31T08:05')).toBe(d.toISOString());
  });

  it('defaults to one day before now', () => {
    expect(defaultReplaySince(new Date(2025, 2, 10, 12, 30))).toBe('2025-03-09T12:30');
  });

  it('answers null for anything that is not a date and time', () => {
    for (const v of ['', '2025-01-31', 'yesterday', '2025-13-45T99:99']) expect(localInputToIso(v)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { parseSince } from './duration';

describe('portal-cli durations', () => {
  const now = new Date('2026-05-01T12:00:00Z');
  it('reads 15m, 1h, 7d back from now, and ISO dates as they are', () => {
    expect(parseSince('15m', now)?.toISOString()).toBe('2026-05-01T11:45:00.000Z');
    expect(parseSince('1h', now)?.toISOString()).toBe('2026-05-01T11:00:00.000Z');
    expect(parseSince('7d', now)?.toISOString()).toBe('2026-04-24T12:00:00.000Z');
    expect(parseSince('2026-04-30T08:00:00Z', now)?.toISOString()).toBe('2026-04-30T08:00:00.000Z');
  });
  it('refuses anything else', () => {
    for (const bad of ['', '1', 'h', '1w', '-1h', 'yesterday', '2026-13-45']) expect(parseSince(bad, now), bad).toBeNull();
  });
});

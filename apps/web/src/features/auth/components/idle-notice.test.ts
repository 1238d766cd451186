import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_API, TIMING, USER_API } from '@portal/contract';
import { sessionActivity } from '../../../lib/session-activity';
import { idleLeftMs } from './idle-notice';

const MINUTE = 60_000;

describe('the idle notice clock', () => {
  afterEach(() => {
    vi.useRealTimers();
    sessionActivity.setLimit(undefined);
  });

  it('waits for the limit the server tells', () => {
    expect(idleLeftMs(Date.now())).toBeNull();
  });

  it('counts from the last counted request, one activity step early; the timed session checks do not count', () => {
    vi.useFakeTimers();
    const start = Date.UTC(2030, 0, 1, 9);
    vi.setSystemTime(start);
    sessionActivity.setLimit(30 * MINUTE);
    sessionActivity.sent(USER_API.me.path);
    vi.setSystemTime(start + 20 * MINUTE);
    sessionActivity.sent(AUTH_API.loggedIn.path);
    sessionActivity.sent(AUTH_API.refreshToken.path);
    const left = (minutes: number) => idleLeftMs(start + minutes * MINUTE)!;
    expect(left(27)).toBe(3 * MINUTE - TIMING.sessionActivityStepMs);
    expect(left(27)).toBeGreaterThan(TIMING.idleNoticeMs); // not asked yet
    expect(left(28)).toBeLessThanOrEqual(TIMING.idleNoticeMs); // asked
    expect(left(30)).toBeLessThanOrEqual(0); // ended here, before the server would
  });
});

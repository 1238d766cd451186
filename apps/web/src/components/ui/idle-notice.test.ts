import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_API, CONSOLE_API, TIMING, USER_API } from '@portal/contract';
import { activitySent, operatorActivity, sessionActivity } from '../../lib/session-activity';
import { idleLeftMs } from './idle-notice';

const MINUTE = 60_000;

describe('the idle notice clock', () => {
  afterEach(() => {
    vi.useRealTimers();
    sessionActivity.setLimit(undefined);
    operatorActivity.setLimit(undefined);
  });

  it('waits for the limit the server tells', () => {
    expect(idleLeftMs(sessionActivity, Date.now())).toBeNull();
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
    const left = (minutes: number) => idleLeftMs(sessionActivity, start + minutes * MINUTE)!;
    expect(left(27)).toBe(3 * MINUTE - TIMING.sessionActivityStepMs);
    expect(left(27)).toBeGreaterThan(TIMING.idleNoticeMs); // not asked yet
    expect(left(28)).toBeLessThanOrEqual(TIMING.idleNoticeMs); // asked
    expect(left(30)).toBeLessThanOrEqual(0); // ended here, before the server would
  });

  it("keeps the partner's and the operator's sessions apart: each counts only its own calls", () => {
    vi.useFakeTimers();
    const start = Date.UTC(2030, 0, 1, 9);
    vi.setSystemTime(start);
    sessionActivity.setLimit(30 * MINUTE);
    operatorActivity.setLimit(15 * MINUTE);
    activitySent(USER_API.me.path);
    activitySent(CONSOLE_API.me.path);
    vi.setSystemTime(start + 10 * MINUTE);
    activitySent(CONSOLE_API.partners.path);
    expect(idleLeftMs(operatorActivity, start + 10 * MINUTE)).toBe(15 * MINUTE - TIMING.sessionActivityStepMs);
    expect(idleLeftMs(sessionActivity, start + 10 * MINUTE)).toBe(20 * MINUTE - TIMING.sessionActivityStepMs);
    vi.setSystemTime(start + 12 * MINUTE);
    activitySent(USER_API.me.path);
    expect(idleLeftMs(operatorActivity, start + 12 * MINUTE)).toBe(13 * MINUTE - TIMING.sessionActivityStepMs);
  });
});

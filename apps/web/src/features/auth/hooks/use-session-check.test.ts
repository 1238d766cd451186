// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { TIMING } from '@portal/contract';
import { setUnauthorizedHandler } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session';
import { sessionCheckQueryOptions } from './use-session-check';

/** The session lifecycle of customer-portal §4: refresh, then the logged-in check, on load and every 60 s. */
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('session check', () => {
  const calls: string[] = [];
  let loggedIn = true;
  let refreshStatus = 200;
  let client: QueryClient;
  let stop = () => {};
  const onUnauthorized = vi.fn();

  beforeEach(() => {
    vi.useFakeTimers();
    calls.length = 0;
    loggedIn = true;
    refreshStatus = 200;
    onUnauthorized.mockReset();
    setUnauthorizedHandler(onUnauthorized);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push(`${init?.method ?? 'GET'} ${url}`);
        if (url.endsWith('/refreshToken'))
          return refreshStatus === 200
            ? json(200, { email: 'demo@partner.test', token: 'tok-1' })
            : json(refreshStatus, { error: 'unauthorized', message: 'session expired' });
        return json(200, { loggedIn });
      }),
    );
    sessionStore.set({ email: 'demo@partner.test', token: 'tok-1' });
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  });
  afterEach(() => {
    stop();
    client.clear();
    sessionStore.clear();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  const watch = () => {
    const observer = new QueryObserver(client, sessionCheckQueryOptions('tok-1'));
    stop = observer.subscribe(() => {});
    return observer;
  };

  it('refreshes the session, then asks whether it is signed in, on load', async () => {
    const observer = watch();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['POST /api-portal/auth/refreshToken', 'GET /api-portal/auth/logged-in']);
    expect(observer.getCurrentResult().data).toBe(true);
  });

  it('repeats both every 60 s while signed in, and not sooner', async () => {
    expect(TIMING.sessionRefreshMs).toBe(60_000);
    watch();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(calls.filter((c) => c.endsWith('/refreshToken'))).toHaveLength(4);
  });

  it('answers false when the server says the session is over', async () => {
    loggedIn = false;
    const observer = watch();
    await vi.advanceTimersByTimeAsync(0);
    expect(observer.getCurrentResult().data).toBe(false);
  });

  it('a 401 on refresh clears the credentials and hands over to /auth', async () => {
    refreshStatus = 401;
    const observer = watch();
    await vi.advanceTimersByTimeAsync(0);
    expect(observer.getCurrentResult().isError).toBe(true);
    expect(sessionStore.get()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('does nothing without a token', async () => {
    const observer = new QueryObserver(client, sessionCheckQueryOptions(null));
    stop = observer.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(120_000);
    expect(calls).toEqual([]);
  });
});

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_API, ROUTES, STATUS_API, USER_API } from '@portal/contract';
import { EARLY_PAGE_CALLS, EARLY_PATHS, EARLY_SESSION_KEY, earlyApiBase, startEarlyCalls } from './early-calls';
import { SESSION_KEY } from './lib/session';

/** sessionStorage's interface over a Map (Node has none) */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

interface Seen {
  method: string;
  path: string;
  authorization?: string;
  at: number;
}

/** How long the test server holds the refresh's answer: long enough that a busy machine cannot blur "at once" and "after". */
const REFRESH_MS = 400;

describe('early calls (src/early-calls.ts)', () => {
  let server: http.Server;
  let base = '';
  let seen: Seen[] = [];
  /** how the refresh answers: the token it gives back, or a refusal */
  let refresh: { status: number; token?: string } = { status: 200 };

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      seen.push({ method: req.method ?? '', path, authorization: req.headers.authorization, at: performance.now() });
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (path === EARLY_PATHS.refresh) {
        // slow enough that a check sent beside it, instead of after it, would be seen first
        setTimeout(() => reply(refresh.status, { email: 'demo@partner.test', token: refresh.token }), REFRESH_MS);
      } else reply(200, { path });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    seen = [];
    refresh = { status: 200 };
  });

  const start = (token: string | null, now = () => performance.now(), page?: string) => {
    const storage = new MemoryStorage();
    if (token) storage.setItem(SESSION_KEY, JSON.stringify({ email: 'demo@partner.test', token }));
    return startEarlyCalls({ base, storage, fetchFn: fetch, now, page });
  };
  const body = async (answer: Promise<Response | undefined> | undefined) => (await (await answer)?.json()) as unknown;
  const settled = () => new Promise((resolve) => setTimeout(resolve, REFRESH_MS + 150));

  it('asks what the contract names: the same paths', () => {
    expect(EARLY_PATHS).toEqual({
      status: STATUS_API.status.path,
      refresh: AUTH_API.refreshToken.path,
      loggedIn: AUTH_API.loggedIn.path,
      me: USER_API.me.path,
    });
    expect([AUTH_API.refreshToken.method, AUTH_API.loggedIn.method, USER_API.me.method]).toEqual(['POST', 'GET', 'GET']);
  });

  describe('reads what the app reads', () => {
    afterEach(() => {
      vi.unstubAllEnvs();
      vi.resetModules();
    });
    it("the session under the app's key", () => expect(EARLY_SESSION_KEY).toBe(SESSION_KEY));
    it.each(['', 'https://api.bank.test/', 'https://api.bank.test/portal//'])('the base address of VITE_API_BASE_URL=%j', async (value) => {
      vi.stubEnv('VITE_API_BASE_URL', value);
      vi.resetModules();
      const { config } = await import('./lib/config');
      expect(earlyApiBase()).toBe(config.apiBaseUrl);
      expect(config.apiBaseUrl).toBe(value.replace(/\/+$/, ''));
    });
  });

  it('signed out: only the status, without a token; each answer is taken once', async () => {
    const early = start(null);
    await settled();
    expect(seen.map((s) => [s.method, s.path, s.authorization])).toEqual([['GET', EARLY_PATHS.status, undefined]]);
    expect(await body(early.take('GET', `${base}${EARLY_PATHS.status}`, null))).toEqual({ path: EARLY_PATHS.status });
    expect(early.take('GET', `${base}${EARLY_PATHS.status}`, null)).toBeUndefined();
    expect(early.take('GET', `${base}${EARLY_PATHS.me}`, null)).toBeUndefined();
  });

  it('signed in: the status, the refresh and the user at once, the check after the refresh with the token it answered', async () => {
    refresh = { status: 200, token: 'tok-2' };
    const early = start('tok-1');
    await settled();
    const order = seen.map((s) => `${s.method} ${s.path} ${s.authorization}`);
    expect(order.slice(0, 3).sort()).toEqual(
      [`GET ${EARLY_PATHS.status} Bearer tok-1`, `POST ${EARLY_PATHS.refresh} Bearer tok-1`, `GET ${EARLY_PATHS.me} Bearer tok-1`].sort(),
    );
    expect(order[3]).toBe(`GET ${EARLY_PATHS.loggedIn} Bearer tok-2`);
    const refreshAt = seen.find((s) => s.path === EARLY_PATHS.refresh)!.at;
    expect(seen[3]!.at - refreshAt).toBeGreaterThanOrEqual(REFRESH_MS - 10);
    // the refresh's answer is whole for the app, though the script read the token from it
    expect(await body(early.take('POST', `${base}${EARLY_PATHS.refresh}`, 'tok-1'))).toEqual({
      email: 'demo@partner.test',
      token: 'tok-2',
    });
    // a call with another token than the early one's gets nothing (the app then asks itself)
    expect(await early.take('GET', `${base}${EARLY_PATHS.loggedIn}`, 'tok-1')).toBeUndefined();
    expect(await body(early.take('GET', `${base}${EARLY_PATHS.me}`, 'tok-1'))).toEqual({ path: EARLY_PATHS.me });
  });

  it("signed in on a page with early calls: its data beside the session's calls, each taken once with the token", async () => {
    const early = start('tok-1', undefined, ROUTES.dashboard);
    await settled();
    const pageCalls = EARLY_PAGE_CALLS[ROUTES.dashboard]!;
    for (const path of pageCalls)
      expect(seen).toContainEqual(expect.objectContaining({ method: 'GET', path, authorization: 'Bearer tok-1' }));
    // sent at once, not after the refresh's answer
    const refreshAt = seen.find((s) => s.path === EARLY_PATHS.refresh)!.at;
    for (const path of pageCalls) expect(seen.find((s) => s.path === path)!.at - refreshAt).toBeLessThan(REFRESH_MS / 2);
    expect(await body(early.take('GET', `${base}${pageCalls[0]}`, 'tok-1'))).toEqual({ path: pageCalls[0] });
    expect(early.take('GET', `${base}${pageCalls[0]}`, 'tok-1')).toBeUndefined();
  });

  it('no page calls signed out, or on a page without them', async () => {
    start(null, undefined, ROUTES.dashboard);
    start('tok-1', undefined, ROUTES.inbox);
    await settled();
    expect(seen.map((s) => s.path).filter((p) => p.includes('/statistics/'))).toEqual([]);
  });

  it('a refused refresh: no check is asked, and the app gets the refusal to act on', async () => {
    refresh = { status: 401 };
    const early = start('tok-1');
    await settled();
    expect(seen.map((s) => s.path)).not.toContain(EARLY_PATHS.loggedIn);
    expect((await early.take('POST', `${base}${EARLY_PATHS.refresh}`, 'tok-1'))?.status).toBe(401);
    expect(await early.take('GET', `${base}${EARLY_PATHS.loggedIn}`, 'tok-1')).toBeUndefined();
  });

  it('an answer left for 30 s is not taken any more', async () => {
    let now = 0;
    const early = start(null, () => now);
    await settled();
    now = 30_001;
    expect(early.take('GET', `${base}${EARLY_PATHS.status}`, null)).toBeUndefined();
  });

  it('a call that failed fails where the app takes it', async () => {
    const storage = new MemoryStorage();
    const early = startEarlyCalls({ base: 'http://127.0.0.1:1', storage, fetchFn: fetch, now: () => 0 });
    await expect(early.take('GET', `http://127.0.0.1:1${EARLY_PATHS.status}`, null)).rejects.toThrow();
  });
});

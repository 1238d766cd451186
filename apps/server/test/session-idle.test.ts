import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, buildTestApp, DEMO, OTHER, type TestApp } from './helpers/build';
import { newOperator } from './helpers/operators';

/*
 * The inactivity timeout (OWASP ASVS 3.3.2; docs/security.md): a session unused past its idle limit answers
 * 401 like an expired one, on the server's clock and its own session table, whatever the session cache holds.
 */

const MINUTE = 60_000;
const ME = '/api-portal/user/me';
const OPERATOR_ME = '/api-operator/auth/me';

describe('the idle limit of sessions', () => {
  let t: TestApp;
  let start: number;
  const at = (minutes: number) => t.setNow(new Date(start + minutes * MINUTE));
  const status = async (url: string, token: string, method: 'GET' | 'POST' = 'GET') =>
    (await t.app.inject({ method, url, headers: auth(token) })).statusCode;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  const fresh = async (o: { email: string; password: string }) => {
    start = Date.now();
    at(0);
    return t.login(o.email, o.password);
  };

  it('refuses a partner session unused for 30 minutes, even while cached, and tells the client the limit', async () => {
    const token = await fresh(DEMO);
    const answer = await t.app.inject({ method: 'GET', url: '/api-portal/auth/logged-in', headers: auth(token) });
    expect(answer.json()).toEqual({ loggedIn: true, idleTimeoutMs: 30 * MINUTE });
    expect(await status(ME, token)).toBe(200);
    at(29);
    expect(await status(ME, token)).toBe(200);
    at(29 + 31);
    expect(await status(ME, token)).toBe(401);
    // nothing revives it: refreshing and asking answer as for an ended session
    expect(await status('/api-portal/auth/refreshToken', token, 'POST')).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api-portal/auth/logged-in', headers: auth(token) })).json()).toEqual({
      loggedIn: false,
    });
  });

  it('keeps a session in use for hours', async () => {
    const token = await fresh(OTHER);
    for (let m = 0; m <= 4 * 60; m += 25) {
      at(m);
      expect(await status(ME, token)).toBe(200);
    }
  });

  it('does not count what the web app sends on its own (session checks, the inbox count) as activity', async () => {
    const token = await fresh(DEMO);
    for (let m = 5; m < 30; m += 5) {
      at(m);
      expect(await status('/api-portal/auth/refreshToken', token, 'POST')).toBe(200);
      expect(await status('/api-portal/auth/logged-in', token)).toBe(200);
      expect(await status('/api/tickets/notification/unread-count', token)).toBe(200);
    }
    at(31);
    expect(await status(ME, token)).toBe(401);
  });

  it('gives operators a shorter limit: 15 minutes, told in their session answer', async () => {
    start = Date.now();
    at(0);
    const op = await newOperator(t, 'SUPPORT_AGENT');
    const partner = await t.login(OTHER.email, OTHER.password);
    const me = await t.app.inject({ method: 'GET', url: OPERATOR_ME, headers: auth(op.token) });
    expect(me.json()).toMatchObject({ idleTimeoutMs: 15 * MINUTE });
    at(14);
    expect(await status(OPERATOR_ME, op.token)).toBe(200);
    at(29);
    expect(await status(OPERATOR_ME, op.token)).toBe(401);
    // the partner's session, unused as long, is still within its own limit
    expect(await status(ME, partner)).toBe(200);
  });
});

describe('idle limits from the configuration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { SESSION_IDLE_MINUTES: '5', OPERATOR_SESSION_IDLE_MINUTES: '2' } });
  });
  afterAll(async () => t.close());

  it('ends sessions after SESSION_IDLE_MINUTES and OPERATOR_SESSION_IDLE_MINUTES', async () => {
    const start = Date.now();
    t.setNow(new Date(start));
    const token = await t.login(DEMO.email, DEMO.password);
    const op = await newOperator(t, 'FINANCE');
    const get = async (url: string, tok: string) => (await t.app.inject({ method: 'GET', url, headers: auth(tok) })).statusCode;
    t.setNow(new Date(start + 3 * MINUTE));
    expect(await get(ME, token)).toBe(200);
    expect(await get(OPERATOR_ME, op.token)).toBe(401);
    t.setNow(new Date(start + 9 * MINUTE));
    expect(await get(ME, token)).toBe(401);
  });
});

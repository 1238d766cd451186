import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIMING } from '@portal/contract';
import { DEMO, auth, buildTestApp, type TestApp } from './helpers/build';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const login = (payload: object) => t.app.inject({ method: 'POST', url: '/api-portal/auth/login', payload });
const me = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api-portal/user/me', headers });

describe('login', () => {
  it('answers email and an opaque token for the demo partner', async () => {
    const r = await login({ ...DEMO, deviceInfo: { browser: 'Chromium', platform: 'Linux', hash: 'abc' } });
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body.email).toBe(DEMO.email);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(r.body).not.toContain('password');
  });

  it('accepts the e-mail in any case', async () => {
    expect((await login({ email: 'DEMO@Partner.test', password: DEMO.password })).statusCode).toBe(200);
  });

  it('answers the same 417 for a wrong password and an unknown e-mail', async () => {
    const wrong = await login({ email: DEMO.email, password: 'Wrong@Pass1' });
    const unknown = await login({ email: 'nobody@partner.test', password: 'Wrong@Pass1' });
    expect(wrong.statusCode).toBe(417);
    expect(wrong.json()).toEqual({
      error: 'invalid_credentials',
      error_param: 'CUSTOM_MESSAGE',
      param_value: 'email or password incorrect',
    });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses an unconfirmed e-mail with email_not_confirmed, only after the right password', async () => {
    await t.ctx.db.query("UPDATE users SET email_confirmed = false WHERE email = 'unverified@partner.test'");
    const r = await login({ email: 'unverified@partner.test', password: 'Unverified@Partner1' });
    expect(r.statusCode).toBe(417);
    expect(r.json().error).toBe('email_not_confirmed');
    const wrong = await login({ email: 'unverified@partner.test', password: 'Bad@Password1' });
    expect(wrong.json().error).toBe('invalid_credentials');
    await t.ctx.db.query("UPDATE users SET email_confirmed = true WHERE email = 'unverified@partner.test'");
  });

  it('names the field of a malformed body', async () => {
    const r = await login({ email: 'not-an-email', password: 'x' });
    expect(r.statusCode).toBe(417);
    expect(r.json().error_param).toBe('email');
  });
});

describe('sessions', () => {
  it('answers 401 without a token or with an unknown one', async () => {
    expect((await me()).statusCode).toBe(401);
    expect((await me(auth('no-such-token'))).statusCode).toBe(401);
  });

  it('accepts the bearer token and the bare token', async () => {
    const token = await t.login(DEMO.email, DEMO.password);
    expect((await me(auth(token))).json().email).toBe(DEMO.email);
    expect((await me({ authorization: token })).statusCode).toBe(200);
  });

  it('logout ends the session on the server at once', async () => {
    const token = await t.login(DEMO.email, DEMO.password);
    const out = await t.app.inject({ method: 'GET', url: '/api-portal/auth/logout', headers: auth(token) });
    expect(out.statusCode).toBe(200);
    expect((await me(auth(token))).statusCode).toBe(401);
    const check = await t.app.inject({ method: 'GET', url: '/api-portal/auth/logged-in', headers: auth(token) });
    expect(check.json()).toEqual({ loggedIn: false });
  });

  it('expires after its lifetime; refreshToken answers the same token but never prolongs it past the cap', async () => {
    const start = new Date();
    t.setNow(start);
    const token = await t.login(DEMO.email, DEMO.password);
    const later = new Date(start.getTime() + TIMING.sessionTtlMs - 60_000);
    // in use all along, so that the idle limit (session-idle.test.ts) does not end it first
    for (let at = start.getTime(); at < later.getTime(); at += 20 * 60_000) {
      t.setNow(new Date(at));
      expect((await me(auth(token))).statusCode).toBe(200);
    }
    t.setNow(later);
    const refreshed = await t.app.inject({ method: 'POST', url: '/api-portal/auth/refreshToken', headers: auth(token) });
    expect(refreshed.json()).toEqual({ email: DEMO.email, token });
    expect((await me(auth(token))).statusCode).toBe(200);
    // the lifetime and the absolute cap (SESSION_MAX_HOURS) are both 12 hours by default
    t.setNow(new Date(start.getTime() + TIMING.sessionTtlMs + 60_000));
    expect((await me(auth(token))).statusCode).toBe(401);
    t.setNow(new Date());
  });

  it('a disabled user loses its session at once', async () => {
    const token = await t.login(DEMO.email, DEMO.password);
    await t.ctx.db.query("UPDATE users SET disabled = true WHERE email = 'demo@partner.test'");
    expect((await me(auth(token))).statusCode).toBe(401);
    await t.ctx.db.query("UPDATE users SET disabled = false WHERE email = 'demo@partner.test'");
  });

  it('returns the user with kyc records and kycTier', async () => {
    const token = await t.login(DEMO.email, DEMO.password);
    const u = (await me(auth(token))).json();
    expect(u.kycTier).toBe(2);
    expect(u.kyc).toEqual([expect.objectContaining({ tier: 2, status: 'VERIFIED', final: true })]);
    expect(JSON.stringify(u)).not.toMatch(/password|two_factor_secret/);
  });

  it('stores only a hash of the token', async () => {
    const token = await t.login(DEMO.email, DEMO.password);
    const rows = await t.ctx.db.query<{ token_hash: string }>('SELECT token_hash FROM sessions');
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
  });
});

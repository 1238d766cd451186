import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TIMING } from '@portal/contract';
import { DEMO, OTHER, UNVERIFIED, auth, buildTestApp, type TestApp } from './helpers/build';
import { one } from '../src/db/db';
import { runCommand } from '../src/cli/commands';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api-portal/auth/${url}`, payload, headers });
const confirm = (code: string) => t.app.inject({ method: 'GET', url: `/api-portal/auth/confirm-email/${code}` });
const mails = async (to: string) =>
  await t.ctx.db.query<{ subject: string; links: string[] }>(
    'SELECT subject, links FROM mails WHERE lower(to_address) = lower($1) ORDER BY id',
    [to],
  );
const lastCode = async (to: string) => (await mails(to)).at(-1)!.links[0]!.split('/').pop()!;
/** resend and forgot-password mail after answering: waits until `to` has received `count` mails. */
const mailed = async (to: string, count: number) => {
  await vi.waitFor(async () => expect(await mails(to)).toHaveLength(count), { timeout: 5_000, interval: 20 });
  return lastCode(to);
};
const login = (email: string, password: string) => post('login', { email, password });

describe('e-mail confirmation', () => {
  it('resend mails a new confirmation link to an unconfirmed user; the old link dies, the new one confirms once', async () => {
    await t.ctx.db.query('UPDATE users SET email_confirmed = false WHERE email = $1', [UNVERIFIED.email]);
    expect((await login(UNVERIFIED.email, UNVERIFIED.password)).json().error).toBe('email_not_confirmed');
    const before = (await mails(UNVERIFIED.email)).length;
    expect((await post('resend', { email: UNVERIFIED.email })).json()).toEqual({ ok: true });
    const first = await mailed(UNVERIFIED.email, before + 1);
    expect((await post('resend', { email: UNVERIFIED.email })).statusCode).toBe(200);
    const second = await mailed(UNVERIFIED.email, before + 2);
    expect(second).not.toBe(first);
    expect((await confirm(first)).json()).toEqual({ error: 'code_invalid', error_param: 'code', param_value: 'invalid code' });
    expect((await confirm(second)).statusCode).toBe(200);
    expect((await login(UNVERIFIED.email, UNVERIFIED.password)).statusCode).toBe(200);
    expect((await confirm(second)).statusCode).toBe(417);
  });

  it('resend answers the same for an unknown or already confirmed e-mail and mails nothing', async () => {
    const unknown = await post('resend', { email: 'ghost@nowhere.test' });
    const confirmed = await post('resend', { email: OTHER.email });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(confirmed.body);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mails('ghost@nowhere.test')).toHaveLength(0);
    expect(await mails(OTHER.email)).toHaveLength(0);
  });

  it('a confirmation code expires after 48 hours', async () => {
    await t.ctx.db.query('UPDATE users SET email_confirmed = false WHERE email = $1', [UNVERIFIED.email]);
    const start = new Date();
    t.setNow(start);
    const before = (await mails(UNVERIFIED.email)).length;
    await post('resend', { email: UNVERIFIED.email });
    const code = await mailed(UNVERIFIED.email, before + 1);
    t.setNow(new Date(start.getTime() + TIMING.confirmationCodeTtlMs + 1000));
    expect((await confirm(code)).json().error).toBe('code_invalid');
    t.setNow(new Date(start.getTime() + TIMING.confirmationCodeTtlMs - 60_000));
    expect((await confirm(code)).statusCode).toBe(200);
    t.setNow(new Date());
  });

  it('refuses a made-up code', async () => {
    expect((await confirm('x'.repeat(43))).statusCode).toBe(417);
  });
});

describe('password recovery', () => {
  it('forgot-password answers the same whether or not the account exists', async () => {
    const known = await post('forgot-password', { email: OTHER.email });
    const unknown = await post('forgot-password', { email: 'ghost@nowhere.test' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    await mailed(OTHER.email, 1);
    expect(await mails('ghost@nowhere.test')).toHaveLength(0);
    const m = (await mails(OTHER.email)).at(-1)!;
    expect(m.subject).toContain('reset your password');
    expect(m.links[0]).toMatch(/\/auth\/reset-password\/[A-Za-z0-9_-]{43}$/);
  });

  it('reset sets the new password, ends every session, and the code works once', async () => {
    const s1 = await t.login(OTHER.email, OTHER.password);
    const s2 = await t.login(OTHER.email, OTHER.password);
    await post('forgot-password', { email: OTHER.email });
    const code = await mailed(OTHER.email, 2);
    expect((await post('reset-password', { code, password: 'weak' })).statusCode).toBe(417);
    const ok = await post('reset-password', { code, password: 'Brand@New1' }, auth(s1));
    expect(ok.json()).toEqual({ ok: true });
    // the other session ended, the one that asked survives
    expect((await t.app.inject({ method: 'GET', url: '/api-portal/auth/logged-in', headers: auth(s2) })).json()).toEqual({
      loggedIn: false,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api-portal/auth/logged-in', headers: auth(s1) })).json()).toMatchObject({
      loggedIn: true,
    });
    expect((await login(OTHER.email, OTHER.password)).json().error).toBe('invalid_credentials');
    expect((await login(OTHER.email, 'Brand@New1')).statusCode).toBe(200);
    expect((await post('reset-password', { code, password: 'Velvet kiwi orbit 42!' })).json().error).toBe('code_invalid');
  });

  it('a reset code expires after one hour', async () => {
    const start = new Date();
    t.setNow(start);
    await post('forgot-password', { email: OTHER.email });
    const code = await mailed(OTHER.email, 3);
    t.setNow(new Date(start.getTime() + TIMING.resetCodeTtlMs + 1000));
    expect((await post('reset-password', { code, password: 'Late@Pass1' })).json().error).toBe('code_invalid');
    t.setNow(new Date());
    expect((await login(OTHER.email, 'Late@Pass1')).statusCode).toBe(417);
  });

  it('stores only hashes of codes', async () => {
    const code = await lastCode(OTHER.email);
    expect(await one(t.ctx.db, "SELECT 1 FROM email_codes WHERE code_hash = $1 OR code_hash LIKE '%' || $1 || '%'", [code])).toBeFalsy();
  });

  it('the operator reads the last mail with `mail last --to`', async () => {
    const out = await runCommand(t.ctx, ['mail', 'last', '--to', OTHER.email]);
    expect(out).toMatchObject({ to: OTHER.email });
    expect(String((out as { link: string }).link)).toContain('/auth/reset-password/');
  });

  it('refuses a weak new password with the field named, and leaves the code usable', async () => {
    await post('forgot-password', { email: UNVERIFIED.email });
    const code = await vi.waitFor(async () => {
      const m = (await mails(UNVERIFIED.email)).at(-1)!;
      expect(m.links[0]).toContain('/auth/reset-password/');
      return m.links[0]!.split('/').pop()!;
    });
    expect((await post('reset-password', { code, password: 'alllowercase1@' })).json()).toEqual({
      error: 'validation_error',
      error_param: 'password',
      param_value: 'password_complexity',
    });
    expect((await post('reset-password', { code, password: 'Sh@rt1' })).json().param_value).toBe('password_length');
    expect((await post('reset-password', { code, password: 'Unverified@Partner2' })).statusCode).toBe(200);
  });
});

describe('abuse limits (429 rate_limited, per account and per address)', () => {
  const postFrom = (remoteAddress: string, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api-portal/auth/${url}`, payload, remoteAddress });

  it('limits forgot-password per account with a 429', async () => {
    let r = await post('forgot-password', { email: 'flood@nowhere.test' });
    for (let i = 0; i < 5 && r.statusCode !== 429; i++) r = await post('forgot-password', { email: 'flood@nowhere.test' });
    expect(r.statusCode).toBe(429);
    expect(r.json()).toMatchObject({ error: 'rate_limited', error_param: 'CUSTOM_MESSAGE' });
    expect(r.json().param_value).toMatch(/^Too many attempts for this account, try again in \d+ minute\(s\)$/);
    // the limit is per account: another e-mail from the same address is still served
    expect((await post('forgot-password', { email: 'calm@nowhere.test' })).statusCode).toBe(200);
  });

  it('limits resend per account, answering the same whether or not the account exists', async () => {
    const codes = async (email: string) => {
      const out: number[] = [];
      for (let i = 0; i < 4; i++) out.push((await postFrom('10.1.0.1', 'resend', { email })).statusCode);
      return out;
    };
    expect(await codes(DEMO.email)).toEqual([200, 200, 200, 429]);
    expect(await codes('nobody.here@nowhere.test')).toEqual([200, 200, 200, 429]);
  });

  it('limits reset attempts per code', async () => {
    const out: number[] = [];
    for (let i = 0; i < 6; i++)
      out.push((await postFrom('10.1.0.2', 'reset-password', { code: 'guessed-code', password: 'Guess@Pass1' })).statusCode);
    expect(out).toEqual([417, 417, 417, 417, 417, 429]);
  });

  it('limits forgot-password per address across e-mails; another address is still served', async () => {
    const out: number[] = [];
    for (let i = 0; i < 21; i++) out.push((await postFrom('10.1.0.3', 'forgot-password', { email: `spray${i}@nowhere.test` })).statusCode);
    expect(out.slice(0, 20).every((c) => c === 200)).toBe(true);
    expect(out[20]).toBe(429);
    const last = await postFrom('10.1.0.3', 'forgot-password', { email: 'one.more@nowhere.test' });
    expect(last.json().param_value).toMatch(/^Too many attempts from this address/);
    expect((await postFrom('10.1.0.4', 'forgot-password', { email: 'one.more@nowhere.test' })).statusCode).toBe(200);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.skipIf(!redisUrl)('abuse limits kept in Redis (TEST_REDIS_URL)', () => {
  let r: TestApp;
  beforeAll(async () => {
    r = await buildTestApp({ env: { REDIS_URL: redisUrl! } });
  });
  afterAll(() => r?.close());
  const ask = (url: string, payload: object) =>
    r.app.inject({ method: 'POST', url: `/api-portal/auth/${url}`, payload, remoteAddress: '10.3.0.1' });

  it('counts per account and per failed sign-in in Redis', async () => {
    const forgot: number[] = [];
    for (let i = 0; i < 4; i++) forgot.push((await ask('forgot-password', { email: 'redis.flood@nowhere.test' })).statusCode);
    expect(forgot).toEqual([200, 200, 200, 429]);
    let login = await ask('login', { email: DEMO.email, password: 'Wrong@Pass1' });
    for (let i = 0; i < 12 && login.statusCode !== 429; i++) login = await ask('login', { email: DEMO.email, password: 'Wrong@Pass1' });
    expect(login.json().param_value).toMatch(/^Too many attempts for this account/);
    const { Redis } = await import('ioredis');
    const client = new Redis(redisUrl!);
    try {
      expect((await client.keys('portal-rl:*login-fail*')).length).toBeGreaterThan(0);
    } finally {
      client.disconnect();
    }
  });
});

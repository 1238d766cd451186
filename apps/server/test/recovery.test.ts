import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIMING } from '@portal/contract';
import { OTHER, UNVERIFIED, auth, buildTestApp, type TestApp } from './helpers/build';
import { one } from '../src/db/db';
import { runCommand } from '../src/modules/operator/commands';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api-portal/auth/${url}`, payload, headers });
const confirm = (code: string) => t.app.inject({ method: 'GET', url: `/api-portal/auth/confirm-email/${code}` });
const mails = async (to: string) =>
  (await t.ctx.db.query<{ subject: string; links: string[] }>('SELECT subject, links FROM mails WHERE lower(to_address) = lower($1) ORDER BY id', [to]));
const lastCode = async (to: string) => (await mails(to)).at(-1)!.links[0]!.split('/').pop()!;
const login = (email: string, password: string) => post('login', { email, password });

describe('e-mail confirmation', () => {
  it('resend mails a new confirmation link to an unconfirmed user; the old link dies, the new one confirms once', async () => {
    await t.ctx.db.query('UPDATE users SET email_confirmed = false WHERE email = $1', [UNVERIFIED.email]);
    expect((await login(UNVERIFIED.email, UNVERIFIED.password)).json().error).toBe('email_not_confirmed');
    expect((await post('resend', { email: UNVERIFIED.email })).json()).toEqual({ ok: true });
    const first = await lastCode(UNVERIFIED.email);
    expect((await post('resend', { email: UNVERIFIED.email })).statusCode).toBe(200);
    const second = await lastCode(UNVERIFIED.email);
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
    expect(await mails('ghost@nowhere.test')).toHaveLength(0);
    expect(await mails(OTHER.email)).toHaveLength(0);
  });

  it('a confirmation code expires after 48 hours', async () => {
    await t.ctx.db.query('UPDATE users SET email_confirmed = false WHERE email = $1', [UNVERIFIED.email]);
    const start = new Date();
    t.setNow(start);
    await post('resend', { email: UNVERIFIED.email });
    const code = await lastCode(UNVERIFIED.email);
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
    expect(await mails('ghost@nowhere.test')).toHaveLength(0);
    const m = (await mails(OTHER.email)).at(-1)!;
    expect(m.subject).toContain('reset your password');
    expect(m.links[0]).toMatch(/\/auth\/reset-password\/[A-Za-z0-9_-]{43}$/);
  });

  it('reset sets the new password, ends every session, and the code works once', async () => {
    const s1 = await t.login(OTHER.email, OTHER.password);
    const s2 = await t.login(OTHER.email, OTHER.password);
    await post('forgot-password', { email: OTHER.email });
    const code = await lastCode(OTHER.email);
    expect((await post('reset-password', { code, password: 'weak' })).statusCode).toBe(417);
    const ok = await post('reset-password', { code, password: 'Brand@New1' }, auth(s1));
    expect(ok.json()).toEqual({ ok: true });
    // the other session ended, the one that asked survives
    expect((await t.app.inject({ method: 'GET', url: '/api-portal/auth/logged-in', headers: auth(s2) })).json()).toEqual({ loggedIn: false });
    expect((await t.app.inject({ method: 'GET', url: '/api-portal/auth/logged-in', headers: auth(s1) })).json()).toEqual({ loggedIn: true });
    expect((await login(OTHER.email, OTHER.password)).json().error).toBe('invalid_credentials');
    expect((await login(OTHER.email, 'Brand@New1')).statusCode).toBe(200);
    expect((await post('reset-password', { code, password: 'Again@New2' })).json().error).toBe('code_invalid');
  });

  it('a reset code expires after one hour', async () => {
    const start = new Date();
    t.setNow(start);
    await post('forgot-password', { email: OTHER.email });
    const code = await lastCode(OTHER.email);
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

  it('limits forgot-password per account with a 429', async () => {
    let r = await post('forgot-password', { email: 'flood@nowhere.test' });
    for (let i = 0; i < 5 && r.statusCode !== 429; i++) r = await post('forgot-password', { email: 'flood@nowhere.test' });
    expect(r.statusCode).toBe(429);
    expect(r.json().error).toBe('rate_limited');
  });
});

import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TWO_FACTOR_API,
  TWO_FACTOR_DISABLED_MESSAGE,
  statusObject,
  twoFactorEnrolment,
  twoFactorRecoveryCodes,
  twoFactorStatus,
} from '@portal/contract';
import { Brands, loadBrands } from '../src/brands/brands';
import { createPartner } from '../src/modules/console/console-partners.repository';
import { DEMO, OTHER, auth, buildTestApp, type TestApp } from './helpers/build';

/*
 * Two-factor sign-in: TOTP enrolment with a QR code and ten recovery codes, the code
 * step of the login, single-use codes, disabling with a code, and the brand rule that answers 403
 * 'two factor auth is disabled' (partner-portal §8). The clock is set (t.setNow) and codes are computed
 * with otplib for that very time, so every code is deterministic.
 */

// Aurora (the demo partner's brand) protects secrets and webhooks; Laguna (OTHER) protects nothing.
const shipped = loadBrands();
const brands = new Brands(
  shipped.list.map((b) => (b.agent === 'aurora' ? { ...b, twoFactorActions: ['secrets.create', 'webhooks'] } : b)),
  shipped.defaultAgent,
);

let t: TestApp;
const T0 = Date.UTC(2030, 0, 15, 9, 0, 0);
let clock = T0;
/** Moves the server clock on by whole 30 s steps: each step has a new code. */
const tick = (steps = 1) => {
  clock += steps * 30_000;
  t.setNow(new Date(clock));
};
const codeFor = (secret: string, at = clock) => generate({ secret, epoch: Math.floor(at / 1000) });

beforeAll(async () => {
  t = await buildTestApp({ brands, env: { WEBHOOK_ALLOW_PRIVATE_URLS: 'true', WEBHOOK_ALLOW_HTTP: 'true' } });
  t.setNow(new Date(clock));
});
afterAll(() => t.close());

let n = 0;
async function freshPartner(agent = 'aurora') {
  const email = `tf${++n}-${crypto.randomBytes(3).toString('hex')}@partner.test`;
  const password = 'Two@Factor1';
  await createPartner(t.ctx.db, { email, password, company: `Two Factor ${n} S.r.l.`, agent });
  return { email, password, token: await t.login(email, password) };
}

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: auth(token), ...(payload === undefined ? {} : { payload: payload as object }) });
const login = (body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api-portal/auth/login', payload: body });
const status = async (token: string) => twoFactorStatus.parse((await call('GET', TWO_FACTOR_API.status.path, token)).json());

/** Start and confirm: answers the secret and the recovery codes. */
async function enable(token: string, password = 'Two@Factor1') {
  const started = twoFactorEnrolment.parse((await call('POST', TWO_FACTOR_API.start.path, token, { password })).json());
  const r = await call('POST', TWO_FACTOR_API.confirm.path, token, { code: await codeFor(started.secret) });
  expect(r.statusCode, r.body).toBe(200);
  tick(); // the confirming code is spent; sign-ins use the next one
  return { secret: started.secret, recoveryCodes: twoFactorRecoveryCodes.parse(r.json()).recoveryCodes };
}

describe('enrolment', () => {
  it('shows a QR code and the secret, refuses a wrong code, and turns on with a current one', async () => {
    const u = await freshPartner();
    expect(await status(u.token)).toEqual({ enabled: false, enabledDate: null, recoveryCodesLeft: 0 });

    // setting it up asks for the password first
    const noPassword = await call('POST', TWO_FACTOR_API.start.path, u.token, {});
    expect(noPassword.json()).toMatchObject({ error: 'validation_error', error_param: 'password' });
    const wrongPassword = await call('POST', TWO_FACTOR_API.start.path, u.token, { password: 'Wrong@Pass1' });
    expect(wrongPassword.statusCode).toBe(417);
    expect(wrongPassword.json()).toMatchObject({ error: 'invalid', error_param: 'password' });
    const r = await call('POST', TWO_FACTOR_API.start.path, u.token, { password: u.password });
    expect(r.statusCode).toBe(200);
    const started = twoFactorEnrolment.parse(r.json());
    expect(started.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.otpauthUri).toBe(
      `otpauth://totp/Aurora%20Bank:${encodeURIComponent(u.email)}?secret=${started.secret}&issuer=Aurora%20Bank`,
    );
    expect(started.qrCode).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(started.qrCode.split(',')[1]!, 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect(Date.parse(started.expiresDate)).toBe(clock + 15 * 60_000);

    // a code of another secret, and a code of this secret from long ago, are both refused
    const wrong = await call('POST', TWO_FACTOR_API.confirm.path, u.token, { code: await codeFor('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP') });
    expect(wrong.statusCode).toBe(417);
    expect(wrong.json()).toMatchObject({ error: 'two_factor_code_invalid', error_param: 'code' });
    const old = await call('POST', TWO_FACTOR_API.confirm.path, u.token, { code: await codeFor(started.secret, clock - 5 * 60_000) });
    expect(old.json().error).toBe('two_factor_code_invalid');
    expect((await call('POST', TWO_FACTOR_API.confirm.path, u.token, { code: '12345' })).json()).toMatchObject({
      error: 'validation_error',
      error_param: 'code',
    });
    expect((await status(u.token)).enabled).toBe(false);

    // the code of the step before still counts (clock drift of the phone)
    const ok = await call('POST', TWO_FACTOR_API.confirm.path, u.token, { code: await codeFor(started.secret, clock - 30_000) });
    expect(ok.statusCode, ok.body).toBe(200);
    const { recoveryCodes } = twoFactorRecoveryCodes.parse(ok.json());
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const c of recoveryCodes) expect(c).toMatch(/^[a-z2-9]{10}$/);
    expect(await status(u.token)).toEqual({ enabled: true, enabledDate: new Date(clock).toISOString(), recoveryCodesLeft: 10 });
    expect((await call('GET', '/api-portal/user/me', u.token)).json().twoFactorEnabled).toBe(true);

    // at rest: the secret sealed, the recovery codes only as hashes
    const [row] = await t.ctx.db.query<{ two_factor_secret: string }>('SELECT two_factor_secret FROM users WHERE lower(email) = $1', [
      u.email,
    ]);
    expect(row!.two_factor_secret).not.toContain(started.secret);
    expect(t.ctx.box.open(row!.two_factor_secret)).toBe(started.secret);
    const stored = JSON.stringify(await t.ctx.db.query('SELECT * FROM two_factor_recovery_codes'));
    for (const c of recoveryCodes) expect(stored).not.toContain(c);

    // on already: a second enrolment is refused
    expect((await call('POST', TWO_FACTOR_API.start.path, u.token, { password: u.password })).json().error).toBe(
      'two_factor_already_enabled',
    );
  });

  it("ends the user's other sessions at once, even one the session cache holds", async () => {
    const u = await freshPartner();
    const other = await t.login(u.email, u.password);
    expect((await call('GET', '/api-portal/user/me', other)).statusCode).toBe(200);
    await enable(u.token);
    expect((await call('GET', '/api-portal/user/me', other)).statusCode).toBe(401);
    expect((await call('GET', '/api-portal/user/me', u.token)).statusCode).toBe(200);
  });

  it('needs a started enrolment, which lasts 15 minutes; starting again replaces the secret', async () => {
    const u = await freshPartner();
    const none = await call('POST', TWO_FACTOR_API.confirm.path, u.token, { code: '123456' });
    expect(none.json()).toMatchObject({ error: 'two_factor_not_started' });

    const start = async () =>
      twoFactorEnrolment.parse((await call('POST', TWO_FACTOR_API.start.path, u.token, { password: u.password })).json());
    const first = await start();
    const second = await start();
    expect(second.secret).not.toBe(first.secret);
    expect((await call('POST', TWO_FACTOR_API.confirm.path, u.token, { code: await codeFor(first.secret) })).json().error).toBe(
      'two_factor_code_invalid',
    );

    tick(31); // 15 min 30 s later
    const late = await call('POST', TWO_FACTOR_API.confirm.path, u.token, { code: await codeFor(second.secret) });
    expect(late.json()).toMatchObject({ error: 'two_factor_not_started' });
    expect((await status(u.token)).enabled).toBe(false);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: TWO_FACTOR_API.status.path })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: TWO_FACTOR_API.start.path, payload: { password: 'x' } })).statusCode).toBe(401);
  });
});

describe('sign-in with two-factor on', () => {
  it('asks for the code without making a session, refuses a wrong one, accepts a current one once', async () => {
    const u = await freshPartner();
    const { secret } = await enable(u.token);
    const sessions = async () =>
      (
        await t.ctx.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = $1',
          [u.email],
        )
      )[0]!.n;
    const before = await sessions();

    const asked = await login({ email: u.email, password: u.password });
    expect(asked.statusCode).toBe(417);
    expect(asked.json()).toEqual({ error: 'two_factor_required', error_param: 'code', param_value: '' });
    expect(asked.body).not.toContain('token');
    // a wrong password still says only that
    expect((await login({ email: u.email, password: 'Wrong@Pass1', code: await codeFor(secret) })).json().error).toBe(
      'invalid_credentials',
    );

    const wrong = await login({ email: u.email, password: u.password, code: '000000' === (await codeFor(secret)) ? '111111' : '000000' });
    expect(wrong.json()).toMatchObject({ error: 'two_factor_code_invalid', error_param: 'code' });
    expect(await sessions()).toBe(before);

    const code = await codeFor(secret);
    const ok = await login({ email: u.email, password: u.password, code });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().token).toEqual(expect.any(String));
    expect((await call('GET', '/api-portal/auth/logged-in', ok.json().token)).json()).toMatchObject({ loggedIn: true });

    // the same code again (same time step, or one step later) is refused: a code signs in once
    expect((await login({ email: u.email, password: u.password, code })).json().error).toBe('two_factor_code_invalid');
    tick();
    expect((await login({ email: u.email, password: u.password, code })).json().error).toBe('two_factor_code_invalid');
    expect((await login({ email: u.email, password: u.password, code: await codeFor(secret) })).statusCode).toBe(200);
  });

  it('accepts each recovery code exactly once', async () => {
    const u = await freshPartner();
    const { recoveryCodes } = await enable(u.token);
    const [first, second] = recoveryCodes;
    const r = await login({ email: u.email, password: u.password, code: first });
    expect(r.statusCode, r.body).toBe(200);
    const again = await login({ email: u.email, password: u.password, code: first });
    expect(again.statusCode).toBe(417);
    expect(again.json()).toMatchObject({ error: 'recovery_code_invalid', error_param: 'code' });
    expect((await login({ email: u.email, password: u.password, code: 'abcdefghjk' })).json().error).toBe('recovery_code_invalid');
    expect((await status(u.token)).recoveryCodesLeft).toBe(9);
    // another user's code is not this user's
    const v = await freshPartner();
    const theirs = await enable(v.token);
    expect((await login({ email: u.email, password: u.password, code: theirs.recoveryCodes[0] })).json().error).toBe(
      'recovery_code_invalid',
    );
    expect((await login({ email: u.email, password: u.password, code: second })).statusCode).toBe(200);
  });

  it('limits wrong codes per account like wrong passwords; asking for the code is no failure', async () => {
    const u = await freshPartner();
    const { secret } = await enable(u.token);
    // more password-only sign-ins than the failure limit (10): each only asks for the code
    for (let i = 0; i < 12; i++) expect((await login({ email: u.email, password: u.password })).json().error).toBe('two_factor_required');
    const bad = (await codeFor(secret)) === '222222' ? '333333' : '222222';
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) answers.push((await login({ email: u.email, password: u.password, code: bad })).statusCode);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(417));
    expect(answers[10]).toBe(429);
    // locked even with the right code now
    const locked = await login({ email: u.email, password: u.password, code: await codeFor(secret) });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toBe('rate_limited');
  });

  it('leaves users without two-factor signing in with the password alone', async () => {
    expect((await login({ email: OTHER.email, password: OTHER.password })).statusCode).toBe(200);
  });
});

describe('disabling', () => {
  it('needs a current code or a recovery code; then the password alone signs in again', async () => {
    const u = await freshPartner();
    const { secret, recoveryCodes } = await enable(u.token);
    const missing = await call('POST', TWO_FACTOR_API.disable.path, u.token, {});
    expect(missing.json()).toMatchObject({ error: 'validation_error', error_param: 'code' });
    const wrong = await call('POST', TWO_FACTOR_API.disable.path, u.token, {
      code: (await codeFor(secret)) === '444444' ? '555555' : '444444',
    });
    expect(wrong.json()).toMatchObject({ error: 'two_factor_code_invalid' });
    expect((await status(u.token)).enabled).toBe(true);

    const off = await call('POST', TWO_FACTOR_API.disable.path, u.token, { code: await codeFor(secret) });
    expect(off.statusCode, off.body).toBe(200);
    expect(await status(u.token)).toEqual({ enabled: false, enabledDate: null, recoveryCodesLeft: 0 });
    expect((await login({ email: u.email, password: u.password })).statusCode).toBe(200);
    expect((await call('POST', TWO_FACTOR_API.disable.path, u.token, { code: '123456' })).json().error).toBe('two_factor_not_enabled');
    const [row] = await t.ctx.db.query<{ two_factor_secret: string | null }>('SELECT two_factor_secret FROM users WHERE email = $1', [
      u.email,
    ]);
    expect(row!.two_factor_secret).toBeNull();
    // the old recovery codes are gone with it
    expect(
      (await t.ctx.db.query('SELECT 1 FROM two_factor_recovery_codes c JOIN users u ON u.id = c.user_id WHERE u.email = $1', [u.email]))
        .length,
    ).toBe(0);
    expect(recoveryCodes).toHaveLength(10);

    // on again, and off with a recovery code
    tick();
    const again = await enable(u.token);
    const byRecovery = await call('POST', TWO_FACTOR_API.disable.path, u.token, { code: again.recoveryCodes[3] });
    expect(byRecovery.statusCode, byRecovery.body).toBe(200);
    expect((await status(u.token)).enabled).toBe(false);
  });
});

describe('actions the brand protects (partner-portal §8)', () => {
  it("answer 403 'two factor auth is disabled' until two-factor is on, then work", async () => {
    const demo = await t.login(DEMO.email, DEMO.password);
    const secret = await call('POST', '/api-portal/user/secrets', demo, { label: 'needs 2fa' });
    expect(secret.statusCode).toBe(403);
    expect(secret.json()).toEqual({ error: 'two_factor_required', message: TWO_FACTOR_DISABLED_MESSAGE });
    const hook = await call('POST', '/api-portal/webhook', demo, {
      url: 'http://127.0.0.1:9/hooks',
      secret: 'hook-secret-1-0123456789abcdef',
    });
    expect(hook.statusCode).toBe(403);
    expect(hook.json().message).toBe('two factor auth is disabled');
    // reading is not protected
    expect((await call('GET', '/api-portal/user/secrets', demo)).statusCode).toBe(200);
    // nothing was made
    expect((await call('GET', '/api-portal/webhook', demo)).json().count).toBe(0);

    const { secret: totp } = await enable(demo, DEMO.password);
    expect((await call('POST', '/api-portal/user/secrets', demo, { label: 'with 2fa' })).statusCode).toBe(200);
    expect(
      (await call('POST', '/api-portal/webhook', demo, { url: 'http://127.0.0.1:9/hooks', secret: 'hook-secret-1-0123456789abcdef' }))
        .statusCode,
    ).toBe(200);
    // and the demo partner signs in with a code from now on
    expect((await login(DEMO)).json().error).toBe('two_factor_required');
    expect((await login({ ...DEMO, code: await codeFor(totp) })).statusCode).toBe(200);
  });

  it('leave brands that list nothing alone, and show the rules in the status object', async () => {
    const other = await t.login(OTHER.email, OTHER.password);
    expect((await call('POST', '/api-portal/user/secrets', other, { label: 'no rule' })).statusCode).toBe(200);
    const brandOf = async (token: string) => statusObject.parse((await call('GET', '/api-portal/auth/status', token)).json()).brand;
    expect((await brandOf(other)).twoFactorActions).toEqual([]);
    const u = await freshPartner();
    expect((await brandOf(u.token)).twoFactorActions).toEqual(['secrets.create', 'webhooks']);
  });

  it('are off in every shipped brand, and a brands file naming an unknown action is refused', () => {
    for (const b of shipped.list) expect(b.twoFactorActions, b.agent).toEqual([]);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tf-brands-')), 'brands.json');
    const raw = JSON.parse(
      JSON.stringify({
        defaultAgent: 'aurora',
        brands: [{ ...shipped.get('aurora'), twoFactorActions: ['secrets.create', 'secretz.create'] }],
      }),
    );
    fs.writeFileSync(file, JSON.stringify(raw));
    expect(() => loadBrands(file)).toThrow(/brands\[0\] \(aurora\)\.twoFactorActions\.1: /);
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  });
});

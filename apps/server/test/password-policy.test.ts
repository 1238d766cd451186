import { LIMITS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, auth, registerCompany, type TestApp } from './helpers/build';
import { createPartner } from '../src/modules/console/console-partners.repository';

/* New passwords (ASVS 2.1.7, 2.1.8): the specification's checklist, plus no common or breached password and a strength estimate. */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(() => t.close());

let n = 0;
async function signedIn() {
  const u = { email: `policy${++n}@policy.test`, password: 'Quiet-Lantern@7' };
  await t.ctx.db.transaction((tx) => createPartner(tx, { ...u, company: `Policy ${n}`, agent: 'aurora' }));
  return { ...u, token: await t.login(u.email, u.password) };
}
const change = (token: string, oldPassword: string, newPassword: string) =>
  t.app.inject({ method: 'POST', url: '/api-portal/user/change-password', headers: auth(token), payload: { oldPassword, newPassword } });
const refused = (r: { statusCode: number; json: () => unknown }, error: string, field = 'newPassword') => {
  expect(r.statusCode).toBe(417);
  expect(r.json()).toEqual({ error, error_param: field, param_value: '' });
};

describe('a new password', () => {
  it('on the list of common and breached passwords is refused, whatever its case', async () => {
    const u = await signedIn();
    refused(await change(u.token, u.password, 'P@ssw0rd'), 'password_breached');
    refused(await change(u.token, u.password, 'p@sSW0rd'), 'password_breached');
  });

  it("that meets the checklist but is easy to guess is refused (Password1!, the user's own e-mail address)", async () => {
    const u = await signedIn();
    refused(await change(u.token, u.password, 'Password1!'), 'password_weak');
    refused(await change(u.token, u.password, `P${u.email.slice(1)}`), 'password_weak');
    // the old one still works: nothing was changed
    expect((await t.app.inject({ method: 'POST', url: '/api-portal/auth/login', payload: u })).statusCode).toBe(200);
  });

  it('may be a long passphrase with spaces, up to LIMITS.passwordMax characters', async () => {
    const u = await signedIn();
    const phrase = 'Correct horse battery staple 9!';
    expect((await change(u.token, u.password, phrase)).statusCode).toBe(200);
    const long = `${'Seven ravens fly over Lake Como at dawn, 2 of them black! '.repeat(3)}`.slice(0, LIMITS.passwordMax);
    expect(long.length).toBe(LIMITS.passwordMax);
    expect((await change(u.token, phrase, long)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api-portal/auth/login', payload: { email: u.email, password: long } })).statusCode,
    ).toBe(200);
  });

  it("still follows the specification's checklist: a passphrase without upper case, digit and special character is refused", async () => {
    const u = await signedIn();
    const r = await change(u.token, u.password, 'correct horse battery staple');
    expect(r.statusCode).toBe(417);
    expect(r.json()).toMatchObject({ error: 'validation_error', error_param: 'newPassword' });
  });

  it('is checked at registration and on a password reset too, and nothing is written', async () => {
    const email = 'weak-signup@policy.test';
    const r = await registerCompany(t, email, { password: 'Password1!', companyName: 'Weak Co' });
    refused(r, 'password_weak', 'password');
    expect(await t.ctx.db.query('SELECT 1 FROM users WHERE email = $1', [email])).toHaveLength(0);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api-portal/auth/reset-password',
      payload: { code: 'x'.repeat(43), password: 'Qwerty123!' },
    });
    refused(reset, 'password_weak', 'password');
  });
});

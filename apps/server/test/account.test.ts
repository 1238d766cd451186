import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, auth, buildTestApp, type TestApp } from './helpers/build';
import { createPartner } from '../src/modules/console/console-partners.repository';

/* My account (customer-portal §5, §7, §8): change the phone number, change the password. */

let t: TestApp;
const USER = { email: 'profile@account.test', password: 'Quiet-Lantern@7' };

beforeAll(async () => {
  t = await buildTestApp();
  await t.ctx.db.transaction((tx) => createPartner(tx, { ...USER, company: 'Profile Ltd', agent: 'laguna' }));
});
afterAll(() => t.close());

const post = (path: string, token: string | null, payload: object) =>
  t.app.inject({ method: 'POST', url: path, headers: token ? auth(token) : {}, payload });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api-portal/user/me', headers: auth(token) });
const changePhone = (token: string | null, newPhoneNumber: unknown) => post('/api-portal/user/change-phone', token, { newPhoneNumber });
const changePassword = (token: string | null, oldPassword: string, newPassword: string) =>
  post('/api-portal/user/change-password', token, { oldPassword, newPassword });

describe('POST /api-portal/user/change-phone', () => {
  it('stores the new number and answers the updated user', async () => {
    const token = await t.login(USER.email, USER.password);
    const r = await changePhone(token, '+393471112233');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ email: USER.email, mobileNumber: '+393471112233' });
    expect((await me(token)).json().mobileNumber).toBe('+393471112233');
    // a code with an area part, as the dialing-code lists write it
    expect((await changePhone(token, '+1-3405551234')).json().mobileNumber).toBe('+1-3405551234');
  });

  it.each([
    ['3471112233', 'phone_format'],
    ['+39 347 111', 'phone_format'],
    ['+39-', 'phone_format'],
    ['+39abc', 'phone_format'],
    ['+1', 'phone_format'],
    ['+391', 'phone_length'],
    ['+3912345678901234', 'phone_length'],
    ['', 'phone_format'],
  ])('refuses %j (417 naming newPhoneNumber)', async (value, message) => {
    const token = await t.login(USER.email, USER.password);
    const before = (await me(token)).json().mobileNumber as string;
    const r = await changePhone(token, value);
    expect(r.statusCode).toBe(417);
    expect(r.json()).toEqual({ error: 'validation_error', error_param: 'newPhoneNumber', param_value: message });
    expect((await me(token)).json().mobileNumber).toBe(before);
  });

  it('refuses a number that is not a string, and any call without a session', async () => {
    const token = await t.login(USER.email, USER.password);
    expect((await changePhone(token, 393471112233)).json()).toMatchObject({ error: 'validation_error', error_param: 'newPhoneNumber' });
    expect((await changePhone(null, '+393471112233')).statusCode).toBe(401);
  });
});

describe('POST /api-portal/user/change-password', () => {
  it("answers 'invalid' for a wrong old password and 'unchanged' for the same password, changing nothing", async () => {
    const token = await t.login(USER.email, USER.password);
    expect((await changePassword(token, 'Wrong@Pass1', 'Fresh kiwi Pass22!')).json()).toEqual({
      error: 'invalid',
      error_param: 'oldPassword',
      param_value: 'invalid old password',
    });
    // a wrong old password wins over an unchanged new one: nothing about the real password leaks
    expect((await changePassword(token, 'Wrong@Pass1', 'Wrong@Pass1')).json()).toMatchObject({ error: 'invalid' });
    expect((await changePassword(token, USER.password, USER.password)).json()).toEqual({
      error: 'unchanged',
      error_param: 'newPassword',
      param_value: 'new password unchanged',
    });
    expect((await t.app.inject({ method: 'POST', url: '/api-portal/auth/login', payload: USER })).statusCode).toBe(200);
  });

  it.each([
    ['Short@1', 'password_length'],
    ['alllower@case1', 'password_complexity'],
    ['NoSpecial123', 'password_complexity'],
  ])('refuses a weak new password %j with the checklist rule', async (weak, message) => {
    const token = await t.login(USER.email, USER.password);
    expect((await changePassword(token, USER.password, weak)).json()).toEqual({
      error: 'validation_error',
      error_param: 'newPassword',
      param_value: message,
    });
  });

  it('requires the old password and a session', async () => {
    const token = await t.login(USER.email, USER.password);
    expect((await changePassword(token, '', 'Fresh kiwi Pass22!')).json()).toMatchObject({
      error: 'validation_error',
      error_param: 'oldPassword',
    });
    expect((await changePassword(null, USER.password, 'Fresh kiwi Pass22!')).statusCode).toBe(401);
  });

  it('sets the new password and ends every other session of the user; the current one stays', async () => {
    await t.ctx.db.query('DELETE FROM sessions WHERE user_id = (SELECT id FROM users WHERE email = $1)', [USER.email]);
    const current = await t.login(USER.email, USER.password);
    const elsewhere = await t.login(USER.email, USER.password);
    const another = await t.login(USER.email, USER.password);
    const someoneElse = await t.login(DEMO.email, DEMO.password);
    const r = await changePassword(current, USER.password, 'Fresh kiwi Pass22!');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ ok: true, endedSessions: 2 });
    expect((await me(current)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await me(another)).statusCode).toBe(401);
    expect((await me(someoneElse)).statusCode).toBe(200);
    const old = await t.app.inject({ method: 'POST', url: '/api-portal/auth/login', payload: USER });
    expect(old.json()).toMatchObject({ error: 'invalid_credentials' });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api-portal/auth/login',
          payload: { email: USER.email, password: 'Fresh kiwi Pass22!' },
        })
      ).statusCode,
    ).toBe(200);
    // and back, the old one is the new one now
    expect((await changePassword(current, 'Fresh kiwi Pass22!', USER.password)).statusCode).toBe(200);
  });
});

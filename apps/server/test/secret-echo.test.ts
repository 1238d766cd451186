import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, DEMO, type TestApp } from './helpers/build';

/* A 417 names the refused field but never hands a secret back (ASVS 7.1.1): the answer lands in browser tools, proxies and logs. */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const SECRET = 'Hunter2-never-echo';
const login = (payload: string) =>
  t.app.inject({ method: 'POST', url: '/api-portal/auth/login', headers: { 'content-type': 'application/json' }, payload });

describe('a refused secret is never echoed', () => {
  it('a password with a control character: 417 names the field, not the value', async () => {
    const r = await login(JSON.stringify({ email: DEMO.email, password: `${SECRET}\u0000` }));
    expect(r.statusCode).toBe(417);
    expect(r.json()).toMatchObject({ error: 'validation_error', error_param: 'password' });
    expect(r.body).not.toContain(SECRET);
  });

  it('a nested secret field too (a token inside an object)', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api-portal/auth/forgot-password',
      payload: { email: DEMO.email, extra: { refreshToken: `${SECRET}\u0001` } },
    });
    expect(r.statusCode).toBe(417);
    expect(r.body).not.toContain(SECRET);
  });

  it('a body that is not valid JSON: no fragment of it comes back', async () => {
    const r = await login(`{"email":"${DEMO.email}","password":${SECRET}}`);
    expect(r.statusCode).toBe(417);
    expect(r.json()).toMatchObject({ error: 'validation_error' });
    expect(r.body).not.toContain(SECRET.slice(0, 6));
  });

  it('other fields still show what was refused', async () => {
    const r = await login(JSON.stringify({ email: `a\u0000${DEMO.email}`, password: SECRET }));
    expect(r.json()).toMatchObject({ error_param: 'email', param_value: `a\u0000${DEMO.email}` });
  });
});

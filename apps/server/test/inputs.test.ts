import { LIMITS, TICKET_SUBTYPES } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, DEMO, auth, type TestApp } from './helpers/build';
import { multipart } from './helpers/multipart';
import { newKey, signedCall, type ApiKey } from './helpers/signed';
import { findControlChar } from '../src/lib/control-chars';

let t: TestApp;
let session: string;
let key: ApiKey;
beforeAll(async () => {
  t = await buildTestApp();
  session = await t.login(DEMO.email, DEMO.password);
  key = await newKey(t, session);
});
afterAll(() => t.close());

const refused = (r: { statusCode: number; json: () => unknown }, code: string, field: string) => {
  expect(r.statusCode).toBe(417);
  expect(r.json()).toMatchObject({ error: code, error_param: field });
};

describe('control characters in inputs are refused with 417 naming the field', () => {
  it('in a list filter of the query', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/tickets/list?filter=title=a%00b', headers: auth(session) });
    refused(r, 'invalid_param', 'filter');
    expect(r.json()).toMatchObject({ param_value: 'title=a\u0000b' });
  });

  it('in an unauthenticated JSON body (forgot-password)', async () => {
    const r = await t.app.inject({ method: 'POST', url: '/api-portal/auth/forgot-password', payload: { email: 'a\u0000@b.test' } });
    refused(r, 'validation_error', 'email');
  });

  it('in a secret label, and no secret is made', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api-portal/user/secrets',
      headers: auth(session),
      payload: { label: 'a\u0000b' },
    });
    refused(r, 'validation_error', 'label');
  });

  it('in a signed partner API body, and in a path parameter', async () => {
    const body = { type: 'EXTERNAL_INDIVIDUAL', email: 'anna@example.com', firstName: 'An\u0000na', lastName: 'Rossi' };
    refused(await signedCall(t, key, 'POST', '/partner/v1/clients', body), 'validation_error', 'firstName');
    refused(await signedCall(t, key, 'GET', '/partner/v1/clients/a%00b'), 'validation_error', 'clientId');
  });

  it('in other C0 controls and DEL, while tab and new lines stay allowed in bodies', async () => {
    const label = (l: string) =>
      t.app.inject({ method: 'POST', url: '/api-portal/user/secrets', headers: auth(session), payload: { label: l } });
    refused(await label('a\u001bb'), 'validation_error', 'label');
    refused(await label('a\u007fb'), 'validation_error', 'label');
    expect(findControlChar({ message: 'line 1\r\n\tline 2' }, { multiline: true })).toBeUndefined();
    expect(findControlChar({ q: 'a\nb' }, { multiline: false })).toEqual({ field: 'q', value: 'a\nb' });
  });

  it('in multipart ticket fields', async () => {
    const form = multipart([
      { name: 'subType', value: TICKET_SUBTYPES[0] },
      { name: 'subject', value: 'Printer\u0000' },
      { name: 'description', value: 'It does not print.\r\n\tAt all.' },
    ]);
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/tickets',
      headers: { ...auth(session), ...form.headers },
      payload: form.payload,
    });
    refused(r, 'validation_error', 'subject');
  });

  it('in keys and deep inside nested JSON without exhausting the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findControlChar(deep, { multiline: true })?.value).toBe('x\u0000');
    expect(findControlChar({ a: { 'b\u0001': 1 } }, { multiline: true })?.field).toBe('a.b\u0001');
  });
});

describe('a refused field is named and its problem said in words', () => {
  // the schemas are zod/mini's, which says only "Invalid input" unless a locale is loaded (src/lib/zod-locale.ts)
  it.each([
    ['too long', { label: 'x'.repeat(LIMITS.labelMax + 1) }, `Too big: expected string to have <=${LIMITS.labelMax} characters`],
    ['blank', { label: '   ' }, 'Too small: expected string to have >=1 characters'],
    ['not a string', { label: 42 }, 'Invalid input: expected string, received number'],
  ])('a secret label %s', async (_, payload, message) => {
    const r = await t.app.inject({ method: 'POST', url: '/api-portal/user/secrets', headers: auth(session), payload });
    refused(r, 'validation_error', 'label');
    expect(r.json()).toMatchObject({ param_value: message });
  });
});

describe('forgot-password', () => {
  it('refuses a malformed address with 417 email_invalid and keeps the neutral answer for unknown ones', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/api-portal/auth/forgot-password', payload: { email: 'not-an-email' } });
    expect(bad.statusCode).toBe(417);
    expect(bad.json()).toMatchObject({ error: 'email_invalid', error_param: 'email' });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api-portal/auth/forgot-password',
      payload: { email: 'ghost@nowhere.test' },
    });
    expect(unknown.statusCode).toBe(200);
  });
});

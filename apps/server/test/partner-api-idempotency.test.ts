import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY, PARTNER_API } from '@portal/contract';
import { DEMO, OTHER, buildTestApp, type TestApp } from './helpers/build';
import { newKey, signedCall, type ApiKey } from './helpers/signed';

// Idempotency-Key on the partner API's POST calls: a repeat answers the first answer, for 24 hours.
let t: TestApp;
let key: ApiKey;
let clock = Date.now();
beforeAll(async () => {
  t = await buildTestApp();
  t.setNow(new Date(clock));
  key = await newKey(t, await t.login(DEMO.email, DEMO.password));
});
afterAll(() => t.close());

/** Each call a second later: a repeat is signed anew, as a client's retry would be. */
function post(body: object, idempotencyKey?: string, as = key) {
  clock += 1000;
  t.setNow(new Date(clock));
  const headers: Record<string, string> = idempotencyKey === undefined ? {} : { 'Idempotency-Key': idempotencyKey };
  return signedCall(t, as, 'POST', PARTNER_API.createClient.path, body, { headers });
}
const client = (email: string) => ({ type: 'EXTERNAL_INDIVIDUAL', email, firstName: 'Ida', lastName: 'Potent' });
const count = async (email: string) =>
  (await signedCall(t, key, 'GET', `${PARTNER_API.clients.path}?email=${encodeURIComponent(email)}`)).json().count as number;

describe('Idempotency-Key', () => {
  it('answers a repeat with the first answer and creates once; another body with the key is refused naming it', async () => {
    const first = await post(client('once@example.com'), 'key-1');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await post(client('once@example.com'), 'key-1');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await count('once@example.com')).toBe(1);

    const other = await post(client('other@example.com'), 'key-1');
    expect(other.statusCode).toBe(417);
    expect(other.json()).toMatchObject({ error: 'idempotency_key_reused', error_param: 'Idempotency-Key', param_value: 'key-1' });
    expect(await count('other@example.com')).toBe(0);
  });

  it('keeps a key per partner, and frees it after 24 hours', async () => {
    const otherKey = await newKey(t, await t.login(OTHER.email, OTHER.password));
    const theirs = await post(client('theirs@example.com'), 'key-1', otherKey);
    expect(theirs.statusCode, theirs.body).toBe(201);

    const first = await post(client('daily@example.com'), 'key-3');
    clock += IDEMPOTENCY.keepMs;
    const later = await post(client('daily@example.com'), 'key-3');
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(later.json().clientId).not.toBe(first.json().clientId);
  });

  it('creates each time without a key, and refuses a key that is not printable ASCII or too long', async () => {
    expect((await post(client('twice@example.com'))).statusCode).toBe(201);
    expect((await post(client('twice@example.com'))).statusCode).toBe(201);
    expect(await count('twice@example.com')).toBe(2);
    for (const bad of ['x'.repeat(IDEMPOTENCY.maxLength + 1), 'with space']) {
      const r = await post(client('bad-key@example.com'), bad);
      expect(r.statusCode, r.body).toBe(417);
      expect(r.json().error_param).toMatch(/idempotency-key/i);
    }
    expect(await count('bad-key@example.com')).toBe(0);
  });
});

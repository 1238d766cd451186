import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_API_LIMITS_DEFAULT } from '@portal/contract';
import { DEMO, OTHER, auth, buildTestApp, type TestApp } from './helpers/build';
import { newKey, signedCall, type ApiKey } from './helpers/signed';
import { Brands, loadBrands } from '../src/brands/brands';

// Partner API rate limits per key and per partner: the demo partner's brand (aurora) gets small
// limits in a long window, so that the test counts exactly; Laguna (OTHER) keeps the defaults.
const shipped = loadBrands();
const brands = new Brands(
  shipped.list.map((b) =>
    b.agent === 'aurora'
      ? { ...b, partnerApiLimits: { perKey: { max: 5, windowMs: 60_000 }, perPartner: { max: 8, windowMs: 60_000 } } }
      : b,
  ),
  shipped.defaultAgent,
);

let t: TestApp;
let session: string;
let a: ApiKey;
let b: ApiKey;
let other: ApiKey;
beforeAll(async () => {
  t = await buildTestApp({ brands });
  session = await t.login(DEMO.email, DEMO.password);
  a = await newKey(t, session, 'key a');
  b = await newKey(t, session, 'key b');
  other = await newKey(t, await t.login(OTHER.email, OTHER.password), 'other');
});
afterAll(() => t.close());

// each call its own path, so that no two calls in one second carry the same signature (a replay)
let n = 0;
const url = () => `/partner/v1/clients?take=${(n++ % 50) + 1}`;

describe('partner API rate limits', () => {
  it('ships 50 calls/s per key and 200/s per partner as every brand default', () => {
    expect(PARTNER_API_LIMITS_DEFAULT).toEqual({ perKey: { max: 50, windowMs: 1000 }, perPartner: { max: 200, windowMs: 1000 } });
    for (const brand of shipped.list) expect(brand.partnerApiLimits).toEqual(PARTNER_API_LIMITS_DEFAULT);
  });

  it('counts per key, answers 429 with Retry-After and RateLimit headers, then counts per partner over all its keys', async () => {
    for (let i = 1; i <= 5; i++) {
      const r = await signedCall(t, a, 'GET', url());
      expect(r.statusCode, r.body).toBe(200);
      expect(r.headers['ratelimit-limit']).toBe('5');
      expect(r.headers['ratelimit-remaining']).toBe(String(5 - i));
      expect(Number(r.headers['ratelimit-reset'])).toBeGreaterThan(0);
      expect(r.headers['ratelimit-policy']).toBe('5;w=60, 8;w=60');
    }
    const over = await signedCall(t, a, 'GET', url());
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ error: 'rate_limited', param_value: expect.stringContaining('this API key') });
    expect(Number(over.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(over.headers['ratelimit-remaining']).toBe('0');
    // a create over the limit does nothing
    const create = await signedCall(t, a, 'POST', '/partner/v1/clients', { type: 'INDIVIDUAL' });
    expect(create.statusCode).toBe(429);

    // key b has its own count, but the partner's is shared: 8 in all, and a's 7 calls (refused ones too) count
    const last = await signedCall(t, b, 'GET', url());
    expect(last.statusCode, last.body).toBe(200);
    // the headers speak of the limit closest to running out: the partner's
    expect([last.headers['ratelimit-limit'], last.headers['ratelimit-remaining']]).toEqual(['8', '0']);
    const refused = await signedCall(t, b, 'GET', url());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().param_value).toContain('this partner');

    // the partner's sandbox has a budget of its own
    const sandbox = await newKey(t, session, 'sandbox key', {}, 'sandbox');
    const sbx = await signedCall(t, sandbox, 'GET', url());
    expect(sbx.statusCode, sbx.body).toBe(200);
    expect([sbx.headers['ratelimit-limit'], sbx.headers['ratelimit-remaining']]).toEqual(['5', '4']);

    // another partner (Laguna, default limits) is not affected
    const theirs = await signedCall(t, other, 'GET', url());
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers['ratelimit-limit']).toBe('50');
    expect(theirs.headers['ratelimit-policy']).toBe('50;w=1, 200;w=1');
  });

  it('shows refused calls in the request log; unsigned calls are not counted against the key', async () => {
    await t.app.requestLog.flush();
    const r = await t.app.inject({ method: 'GET', url: '/api-portal/partner-api/requests?take=3', headers: auth(session) });
    const entries = r.json().list as Array<{ status: number; error: string | null; reason: string | null }>;
    expect(entries[0]).toMatchObject({ status: 429, error: 'rate_limited' });
    expect(entries[0]!.reason).toContain('this partner');
    const unsigned = await t.app.inject({ method: 'GET', url: url() });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.headers['ratelimit-limit']).toBeUndefined();
  });

  it('describes the limits in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api-docs/swagger.json' })).json();
    expect(doc.info.description).toContain('## Rate limits');
    expect(doc.info.description).toContain('RateLimit-Policy');
    expect(Object.keys(doc.paths['/partner/v1/clients'].get.responses)).toContain('429');
  });
});

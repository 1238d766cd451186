import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNATURE_HEADERS, stringToSign } from '@portal/contract';
import { DEMO, OTHER, auth, buildTestApp, type TestApp } from './helpers/build';
import { hmac, newKey, signedCall, type ApiKey } from './helpers/signed';
import { buildApp } from '../src/app';
import { hmacHex as expectedSignature, safeEqual as sameSignature } from '../src/lib/crypto';
import { runRetention } from '../src/modules/retention/retention.service';

let t: TestApp;
let session: string;
let key: ApiKey;
/** a fixed second, so that skews are exact */
const NOW = new Date(Math.floor(Date.now() / 1000) * 1000);
const nowSec = NOW.getTime() / 1000;

beforeAll(async () => {
  t = await buildTestApp();
  session = await t.login(DEMO.email, DEMO.password);
  key = await newKey(t, session);
  t.setNow(NOW);
});
afterAll(() => t.close());

const CLIENTS = '/partner/v1/clients';
let unique = 0;
/** a distinct URL per call, so that no two calls share a signature by accident */
const url = () => `${CLIENTS}?take=5&n=${++unique}`;

async function log(filter = '') {
  await t.app.requestLog.flush();
  const r = await t.app.inject({
    method: 'GET',
    url: `/api-portal/partner-api/requests?take=100${filter ? `&filter=status=${filter}` : ''}`,
    headers: auth(session),
  });
  expect(r.statusCode).toBe(200);
  return r.json() as {
    list: Array<{ path: string; status: number; error: string | null; reason: string | null; method: string; durationMs: number }>;
    count: number;
  };
}

describe('signed partner API calls', () => {
  it('accept a correctly signed call and answer the data of the secret’s partner', async () => {
    const r = await signedCall(t, key, 'GET', url());
    expect(r.statusCode).toBe(200);
    expect(r.json().list.length).toBeGreaterThan(0);
  });

  it('refuse a call without the headers: missing_headers, naming the missing ones', async () => {
    const r = await t.app.inject({ method: 'GET', url: CLIENTS });
    expect(r.statusCode).toBe(401);
    expect(r.json().error).toBe('missing_headers');
    expect(r.json().message).toContain(SIGNATURE_HEADERS.signature);
    const partial = await signedCall(t, key, 'GET', url(), undefined, { headers: { [SIGNATURE_HEADERS.timestamp]: '' } });
    expect(partial.json()).toMatchObject({ error: 'missing_headers' });
    expect(partial.json().message).toBe(`missing header: ${SIGNATURE_HEADERS.timestamp}`);
  });

  it('refuse a portal session in place of a signature', async () => {
    const r = await t.app.inject({ method: 'GET', url: CLIENTS, headers: auth(session) });
    expect(r.statusCode).toBe(401);
    expect(r.json().error).toBe('missing_headers');
  });

  it('refuse an unknown token: unknown_token', async () => {
    const r = await signedCall(t, { ...key, token: 'pk_doesnotexist' }, 'GET', url());
    expect(r.statusCode).toBe(401);
    expect(r.json().error).toBe('unknown_token');
  });

  it('accept a clock 59 s behind or ahead and refuse 61 s: stale_timestamp with the skew in words', async () => {
    expect((await signedCall(t, key, 'GET', url(), undefined, { ts: nowSec - 59 })).statusCode).toBe(200);
    expect((await signedCall(t, key, 'GET', url(), undefined, { ts: nowSec + 59 })).statusCode).toBe(200);
    expect((await signedCall(t, key, 'GET', url(), undefined, { ts: nowSec - 60 })).statusCode).toBe(200);
    const old = await signedCall(t, key, 'GET', url(), undefined, { ts: nowSec - 61 });
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual({ error: 'stale_timestamp', message: 'timestamp 61 s older than server time (allowed: 60 s)' });
    const ahead = await signedCall(t, key, 'GET', url(), undefined, { ts: nowSec + 61 });
    expect(ahead.json()).toEqual({ error: 'stale_timestamp', message: 'timestamp 61 s newer than server time (allowed: 60 s)' });
    const far = await signedCall(t, key, 'GET', url(), undefined, { ts: nowSec - 412 });
    expect(far.json().message).toContain('412 s older');
  });

  it('refuse a timestamp in milliseconds or not a number: invalid_timestamp', async () => {
    const ms = await signedCall(t, key, 'GET', url(), undefined, { ts: NOW.getTime() });
    expect(ms.statusCode).toBe(401);
    expect(ms.json().error).toBe('invalid_timestamp');
    expect(ms.json().message).toContain('milliseconds');
    const iso = await signedCall(t, key, 'GET', url(), undefined, { ts: NOW.toISOString() });
    expect(iso.json().error).toBe('invalid_timestamp');
  });

  it('refuse a wrong signature: bad_signature showing the string signed, never the secret', async () => {
    const target = url();
    const wrongKey = await signedCall(t, key, 'GET', target, undefined, { signWith: { secret: 'sk_not_the_secret' } });
    expect(wrongKey.statusCode).toBe(401);
    expect(wrongKey.json().error).toBe('bad_signature');
    expect(wrongKey.json().message).toBe(`signature mismatch: the string we signed was ${JSON.stringify(`${nowSec}GET${target}`)}`);
    expect(wrongKey.body).not.toContain(key.secret);
    // what partners get wrong: the query, the method's case, the body's whitespace
    expect((await signedCall(t, key, 'GET', url(), undefined, { signWith: { url: CLIENTS } })).json().error).toBe('bad_signature');
    const body = { type: 'EXTERNAL_INDIVIDUAL', email: 'x@example.com', firstName: 'Xe', lastName: 'Yu' };
    const pretty = await signedCall(t, key, 'POST', CLIENTS, JSON.stringify(body), { signWith: { body: JSON.stringify(body, null, 2) } });
    expect(pretty.json().error).toBe('bad_signature');
    expect(pretty.json().message).toContain(JSON.stringify(`${nowSec}POST${CLIENTS}${JSON.stringify(body)}`));
  });

  it('say when the signature is right but upper-case, or not hex at all', async () => {
    const target = url();
    const sig = hmac(key.secret, stringToSign(nowSec, 'GET', target));
    const upper = await signedCall(t, key, 'GET', target, undefined, { headers: { [SIGNATURE_HEADERS.signature]: sig.toUpperCase() } });
    expect(upper.json().error).toBe('bad_signature');
    expect(upper.json().message).toContain('lower-case hex');
    const b64 = await signedCall(t, key, 'GET', target, undefined, {
      headers: { [SIGNATURE_HEADERS.signature]: Buffer.from(sig, 'hex').toString('base64') },
    });
    expect(b64.json().message).toContain('64 lower-case hex characters');
  });

  it('refuse a replayed request: replayed; the same call signed anew passes', async () => {
    const target = url();
    expect((await signedCall(t, key, 'GET', target)).statusCode).toBe(200);
    const again = await signedCall(t, key, 'GET', target);
    expect(again.statusCode).toBe(401);
    expect(again.json().error).toBe('replayed');
    expect((await signedCall(t, key, 'GET', target, undefined, { ts: nowSec + 1 })).statusCode).toBe(200);
  });

  it('refuse a replay through a second server process on the same database', async () => {
    const second = await buildApp({ env: t.ctx.env, db: t.ctx.db, brands: t.ctx.brands, box: t.ctx.box, now: () => NOW, logger: false });
    try {
      const target = url();
      expect((await signedCall(t, key, 'GET', target)).statusCode).toBe(200);
      const replay = await signedCall({ ...t, app: second }, key, 'GET', target);
      expect(replay.statusCode).toBe(401);
      expect(replay.json().error).toBe('replayed');
    } finally {
      await second.close();
    }
  });

  it('forget remembered signatures once their timestamp can no longer be accepted', async () => {
    await signedCall(t, key, 'GET', url());
    const count = async () => (await t.ctx.db.query<{ n: number }>('SELECT count(*)::int n FROM partner_api_nonces'))[0]!.n;
    expect(await count()).toBeGreaterThan(0);
    t.setNow(new Date(NOW.getTime() + 62_000 + 60_000));
    await runRetention(t.ctx);
    expect(await count()).toBe(0);
    t.setNow(NOW);
  });

  it('check the signature before the body: an unsigned bad body is 401, a signed one 417', async () => {
    const unsigned = await t.app.inject({
      method: 'POST',
      url: CLIENTS,
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(unsigned.statusCode).toBe(401);
    const signed = await signedCall(t, key, 'POST', CLIENTS, '{not json');
    expect(signed.statusCode).toBe(417);
    expect(signed.json()).toMatchObject({ error: 'validation_error', error_param: 'body' });
  });

  it('stop a deleted secret at once: secret_deleted', async () => {
    const k = await newKey(t, session, 'to delete');
    expect((await signedCall(t, k, 'GET', url())).statusCode).toBe(200);
    const del = await t.app.inject({ method: 'DELETE', url: `/api-portal/user/secrets/${k.id}`, headers: auth(session) });
    expect(del.statusCode).toBe(200);
    const r = await signedCall(t, k, 'GET', url());
    expect(r.statusCode).toBe(401);
    expect(r.json().error).toBe('secret_deleted');
  });

  it("never lets partner A's secret reach partner B's data", async () => {
    const otherSession = await t.login(OTHER.email, OTHER.password);
    const otherKey = await newKey(t, otherSession);
    const mine = (await signedCall(t, key, 'GET', `${CLIENTS}?take=1&n=${++unique}`)).json().list[0].clientId as string;
    const theirs = (await signedCall(t, otherKey, 'GET', `${CLIENTS}?take=1&n=${++unique}`)).json().list[0].clientId as string;
    expect((await signedCall(t, key, 'GET', `${CLIENTS}/${theirs}`)).statusCode).toBe(404);
    expect((await signedCall(t, otherKey, 'GET', `${CLIENTS}/${mine}`)).statusCode).toBe(404);
    expect((await signedCall(t, key, 'GET', `${CLIENTS}/${mine}`)).statusCode).toBe(200);
    const otherList = (await signedCall(t, otherKey, 'GET', `${CLIENTS}?take=100&n=${++unique}`)).json().list as Array<{
      clientId: string;
    }>;
    expect(otherList.map((c) => c.clientId)).not.toContain(mine);
  });

  it('log every verified call, newest first, filterable by status; refused signatures are counted apart', async () => {
    const before = (await log()).count;
    await signedCall(t, key, 'GET', url(), undefined, { ts: nowSec - 412 });
    const ok = url();
    await signedCall(t, key, 'GET', ok);
    const all = await log();
    expect(all.count).toBe(before + 1);
    expect(all.list[0]).toMatchObject({ method: 'GET', path: ok, status: 200, error: null, reason: null });
    expect(all.list[0].durationMs).toBeGreaterThanOrEqual(0);
    expect((await log('401')).list).toEqual([]);
    const apart = await t.ctx.db.query<{ reason: string }>('SELECT DISTINCT reason FROM partner_api_unverified');
    expect(apart.map((r) => r.reason)).toEqual(expect.arrayContaining(['stale_timestamp', 'bad_signature', 'replayed', 'secret_deleted']));
    expect((await log('2xx')).list.every((e) => e.status === 200)).toBe(true);
    for (const e of all.list) expect(e.reason ?? '').not.toContain(key.secret);
    const bad = await t.app.inject({ method: 'GET', url: '/api-portal/partner-api/requests?filter=status=abc', headers: auth(session) });
    expect(bad.statusCode).toBe(417);
  });

  it('shows a partner only its own calls in the log', async () => {
    const otherSession = await t.login(OTHER.email, OTHER.password);
    await t.app.requestLog.flush();
    const r = await t.app.inject({ method: 'GET', url: '/api-portal/partner-api/requests?take=100', headers: auth(otherSession) });
    const paths = (r.json().list as Array<{ token: string }>).map((e) => e.token);
    expect(paths).not.toContain(key.token);
  });
});

describe('signature primitives', () => {
  it('sign exactly ts + METHOD + path with query + body', () => {
    expect(stringToSign(1760000000, 'post', '/partner/v1/accounts?x=1', '{"a":1}')).toBe('1760000000POST/partner/v1/accounts?x=1{"a":1}');
    expect(stringToSign('1760000000', 'GET', '/partner/v1/clients', '')).toBe('1760000000GET/partner/v1/clients');
  });

  it('compare in constant time and cost well under a millisecond', () => {
    const secret = 'sk_' + 'a'.repeat(43);
    const sig = expectedSignature(secret, '1760000000GET/partner/v1/clients/abc');
    expect(sameSignature(sig, sig)).toBe(true);
    expect(sameSignature(sig, sig.slice(0, 63) + (sig[63] === '0' ? '1' : '0'))).toBe(false);
    expect(sameSignature(sig, 'short')).toBe(false);
    const n = 20_000;
    const start = performance.now();
    for (let i = 0; i < n; i++) sameSignature(expectedSignature(secret, `1760000000GET/partner/v1/clients/${i}`), sig);
    const perCallMs = (performance.now() - start) / n;
    expect(perCallMs).toBeLessThan(0.1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOCS_API,
  ERROR_CODES,
  PARTNER_API,
  REQUEST_LOG_KEEP,
  SIGNATURE_HEADERS,
  SIGNATURE_REJECTIONS,
  UNVERIFIED_CALLS_LIMIT,
} from '@portal/contract';
import { DEMO, OTHER, auth, buildTestApp, type TestApp } from './helpers/build';
import { newKey, signedCall, type ApiKey } from './helpers/signed';
import { partnerIdByEmail } from '../src/cli/partners';
import { runRetention } from '../src/modules/retention/retention.service';

let t: TestApp;
let session: string;
let key: ApiKey;
beforeAll(async () => {
  t = await buildTestApp();
  session = await t.login(DEMO.email, DEMO.password);
  key = await newKey(t, session);
});
afterAll(() => t.close());

const LOG = '/api-portal/partner-api/requests';
const log = async (query = '', token = session) => {
  const r = await t.app.inject({ method: 'GET', url: `${LOG}${query}`, headers: auth(token) });
  return { status: r.statusCode, body: r.json() };
};

describe('request log', () => {
  it('records a validation failure with its field and words, and a 404', async () => {
    await signedCall(t, key, 'POST', '/partner/v1/clients', {
      type: 'EXTERNAL_INDIVIDUAL',
      email: 'bad',
      firstName: 'Anna',
      lastName: 'Rossi',
    });
    await signedCall(t, key, 'GET', '/partner/v1/clients/00000000-0000-0000-0000-000000000000');
    const { body } = await log('?take=2');
    expect(body.list[0]).toMatchObject({ method: 'GET', status: 404, error: 'not_found', reason: 'client' });
    expect(body.list[1]).toMatchObject({ method: 'POST', path: '/partner/v1/clients', status: 417, error: 'validation_error' });
    expect(body.list[1].reason).toMatch(/^email: /);
  });

  it('filters by one status, a class, or every rejected call', async () => {
    await signedCall(t, key, 'GET', '/partner/v1/clients?take=1');
    await signedCall(t, { ...key, secret: 'wrong' }, 'GET', '/partner/v1/clients?take=2');
    const only = (await log('?filter=status=404')).body;
    expect(only.list.map((e: { status: number }) => e.status)).toEqual([404]);
    const fours = (await log('?filter=status=4xx')).body;
    // a wrongly signed call is counted apart (see below), never in the partner's log
    expect(new Set(fours.list.map((e: { status: number }) => e.status))).toEqual(new Set([404, 417]));
    const rejected = (await log('?filter=status=rejected')).body;
    expect(rejected.count).toBe(2);
    const ok = (await log('?filter=status=2xx')).body;
    expect(ok.list.map((e: { path: string }) => e.path)).toEqual(['/partner/v1/clients?take=1']);
  });

  it('answers 417 for bad list parameters and 401 without a session', async () => {
    expect((await log('?filter=method=GET')).status).toBe(417);
    expect((await log('?filter=status=9')).status).toBe(417);
    expect((await log('?take=101')).status).toBe(417);
    expect((await t.app.inject({ method: 'GET', url: LOG })).statusCode).toBe(401);
  });

  it(`keeps the last ${REQUEST_LOG_KEEP.toLocaleString('en')} calls per partner`, async () => {
    const demo = (await partnerIdByEmail(t.ctx.db, DEMO.email))!;
    const other = (await partnerIdByEmail(t.ctx.db, OTHER.email))!;
    const fill = (partnerId: string, n: number, tag: string) =>
      t.ctx.db.query(
        `INSERT INTO partner_api_requests(partner_id, method, path, status, duration_ms, created_at)
         SELECT $1, 'GET', '/partner/v1/clients?' || $3 || '=' || g, 200, 1, now() FROM generate_series(1, $2::int) g`,
        [partnerId, n, tag],
      );
    await fill(demo, REQUEST_LOG_KEEP + 5, 'old');
    await fill(other, 7, 'other');
    await signedCall(t, key, 'GET', '/partner/v1/clients?take=3');
    await t.app.requestLog.flush();
    const { body } = await log('?take=1&skip=9999');
    expect(body.count).toBe(REQUEST_LOG_KEEP);
    await runRetention(t.ctx);
    const kept = await t.ctx.db.query<{ partner_id: string; n: number }>(
      'SELECT partner_id, count(*)::int n FROM partner_api_requests GROUP BY 1',
    );
    expect(kept.find((r) => r.partner_id === demo)!.n).toBe(REQUEST_LOG_KEEP);
    expect(kept.find((r) => r.partner_id === other)!.n).toBe(7);
    const newest = (await log('?take=1')).body.list[0];
    expect(newest.path).toBe('/partner/v1/clients?take=3');
  });
});

describe('OpenAPI document', () => {
  let doc: {
    paths: Record<
      string,
      Record<string, { security?: unknown; responses: Record<string, unknown>; requestBody?: unknown; description?: string }>
    >;
    components: { securitySchemes: Record<string, { name?: string; in?: string }>; schemas: Record<string, Record<string, unknown>> };
    info: { description: string };
  };
  beforeAll(async () => {
    doc = (await t.app.inject({ method: 'GET', url: '/api-docs/swagger.json' })).json();
  });

  it('documents every partner API call with the three signature headers and its errors', () => {
    for (const route of Object.values(PARTNER_API)) {
      const path = route.path.replace(/:(\w+)/g, '{$1}');
      const op = doc.paths[path]?.[route.method.toLowerCase()];
      expect(op, `${route.method} ${path}`).toBeDefined();
      expect(op!.security).toEqual([{ appToken: [], appTimestamp: [], appSignature: [] }]);
      expect(Object.keys(op!.responses)).toEqual(expect.arrayContaining(['401', '404', '417']));
    }
    const schemes = doc.components.securitySchemes;
    expect([schemes.appToken!.name, schemes.appTimestamp!.name, schemes.appSignature!.name]).toEqual(Object.values(SIGNATURE_HEADERS));
    expect(schemes.appSignature!.in).toBe('header');
  });

  it('explains signing, lists every error code and every 401 reason, and carries examples', () => {
    for (const code of ERROR_CODES) expect(doc.info.description).toContain(`\`${code}\``);
    for (const reason of SIGNATURE_REJECTIONS) expect(doc.info.description).toContain(reason);
    expect(doc.info.description).toContain('ts + METHOD + pathWithQuery + body');
    expect(JSON.stringify(doc.components.schemas)).toContain('anna.rossi@example.com');
  });

  it('documents the secrets and request log portal calls in the portal document', async () => {
    const portal = (await t.app.inject({ method: 'GET', url: DOCS_API.portal.path })).json() as typeof doc;
    expect(doc.paths['/api-portal/user/secrets']).toBeUndefined();
    expect(portal.paths['/api-portal/user/secrets']).toHaveProperty('get');
    expect(portal.paths['/api-portal/user/secrets']).toHaveProperty('post');
    expect(portal.paths['/api-portal/user/secrets/{id}']).toHaveProperty('delete');
    expect(portal.paths[LOG]).toHaveProperty('get');
  });
});

// last: it blocks this address for the partner API
describe('unverified calls', () => {
  it('keeps unverified calls out of the log: counted apart per hour, partner and reason, and limited per address', async () => {
    const before = (await log()).body.count;
    const unknown = { ...key, token: 'not-a-token' };
    for (let i = 0; i < 3; i++) {
      expect((await signedCall(t, { ...key, secret: 'wrong' }, 'GET', `/partner/v1/clients?attacker=chosen-${i}`)).statusCode).toBe(401);
      expect((await signedCall(t, unknown, 'GET', '/partner/v1/clients?attacker=chosen')).statusCode).toBe(401);
    }
    await t.app.requestLog.flush();
    expect((await log()).body.count).toBe(before);
    const demo = (await partnerIdByEmail(t.ctx.db, DEMO.email))!;
    const counts = await t.ctx.db.query<{ partner_id: string; reason: string; calls: number }>(
      'SELECT partner_id, reason, sum(calls)::int AS calls FROM partner_api_unverified GROUP BY 1, 2 ORDER BY 1, 2',
    );
    // 3 here, and one more when the whole file runs (the wrong secret above)
    expect(counts.find((c) => c.partner_id === demo && c.reason === 'bad_signature')!.calls).toBeGreaterThanOrEqual(3);
    expect(counts).toContainEqual({ partner_id: '', reason: 'unknown_token', calls: 3 });
    // beyond the limit per address: 429, even for a right signature, until the window passes
    for (let i = 0; i < UNVERIFIED_CALLS_LIMIT.max; i++) await signedCall(t, unknown, 'GET', '/partner/v1/clients');
    const blocked = await signedCall(t, key, 'GET', '/partner/v1/clients');
    expect(blocked.statusCode).toBe(429);
  });
});

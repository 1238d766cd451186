import crypto from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Brands } from '../src/brands/brands';
import { runCommand } from '../src/cli/commands';
import { UNVERIFIED, auth, buildTestApp, type TestApp } from './helpers/build';

/*
 * The Sumsub adapter against a local server that answers as Sumsub's API reference describes:
 * app-token authentication (X-App-Token, X-App-Access-Ts within a minute, X-App-Access-Sig = hex
 * HMAC-SHA256 over ts + METHOD + path with query + body), POST /resources/accessTokens/sdk,
 * GET /resources/applicants/-;externalUserId={id}/one, GET /resources/applicants/{id}/status, and
 * errors as {description, code, correlationId, errorCode?, errorName?}.
 */
const APP_TOKEN = 'sbx:local-test-token';
const SECRET_KEY = 'local-test-secret-key';
const LEVEL = 'basic-kyb-level';

interface Seen {
  method: string;
  path: string;
  body: string;
  signatureOk: boolean;
}
const sumsub = {
  seen: [] as Seen[],
  /** our user id → Sumsub applicant */
  applicants: new Map<string, { id: string; status: object }>(),
  brokenAnswers: false,
};

function reply(res: http.ServerResponse, code: number, body: unknown) {
  res.writeHead(code, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
const error = (res: http.ServerResponse, code: number, description: string, extra: object = {}) =>
  reply(res, code, { description, code, correlationId: `req-${crypto.randomUUID()}`, ...extra });

const fake = http.createServer((req, res) => {
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (c: string) => (body += c));
  req.on('end', () => {
    const path = req.url!;
    const ts = String(req.headers['x-app-access-ts'] ?? '');
    const expected = crypto.createHmac('sha256', SECRET_KEY).update(`${ts}${req.method}${path}${body}`).digest('hex');
    const given = String(req.headers['x-app-access-sig'] ?? '');
    const signatureOk = given.length === expected.length && crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected));
    sumsub.seen.push({ method: req.method!, path, body, signatureOk });
    if (req.headers['x-app-token'] !== APP_TOKEN) return error(res, 401, 'App token is invalid');
    if (!/^\d+$/.test(ts) || Math.abs(Date.now() / 1000 - Number(ts)) > 60) return error(res, 401, 'Request timestamp is out of range');
    if (!signatureOk) return error(res, 401, 'Request signature mismatch');
    if (sumsub.brokenAnswers) return reply(res, 200, { unexpected: true });

    if (req.method === 'POST' && path === '/resources/accessTokens/sdk') {
      const b = JSON.parse(body) as { userId: string; levelName: string; ttlInSecs: number };
      if (b.levelName !== LEVEL)
        return error(res, 404, `Level '${b.levelName}' not found`, { errorCode: 1100, errorName: 'level-not-found' });
      return reply(res, 200, { token: `_act-sbx-${crypto.randomUUID()}`, userId: b.userId });
    }
    let m = /^\/resources\/applicants\/-;externalUserId=([^/]+)\/one$/.exec(path);
    if (req.method === 'GET' && m) {
      const a = sumsub.applicants.get(decodeURIComponent(m[1]!));
      if (!a) return error(res, 404, 'Applicant not found');
      return reply(res, 200, { id: a.id, createdAt: '2026-01-01 10:00:00', externalUserId: m[1], type: 'company', review: a.status });
    }
    m = /^\/resources\/applicants\/([0-9a-f]{24})\/status$/.exec(path);
    if (req.method === 'GET' && m) {
      const a = [...sumsub.applicants.values()].find((x) => x.id === m![1]);
      if (!a) return error(res, 404, 'Applicant not found');
      return reply(res, 200, { createDate: '2026-01-01 10:00:00+0000', levelName: LEVEL, attemptCnt: 1, ...a.status });
    }
    return error(res, 404, 'Not found');
  });
});

let t: TestApp;
let token: string;
let userId: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(fake.address() as { port: number }).port}`;
  t = await buildTestApp({
    env: { SUMSUB_BASE_URL: base, SUMSUB_APP_TOKEN: APP_TOKEN, SUMSUB_SECRET_KEY: SECRET_KEY, SUMSUB_LEVEL_NAME: LEVEL },
  });
  // the unverified demo user's brand checks identities with Sumsub
  t.ctx.brands = new Brands(
    t.ctx.brands.list.map((b) => (b.agent === 'aurora' ? { ...b, identityProvider: 'sumsub' as const } : b)),
    t.ctx.brands.defaultAgent,
  );
  token = await t.login(UNVERIFIED.email, UNVERIFIED.password);
  userId = (await t.app.inject({ url: '/api-portal/user/me', headers: auth(token) })).json().id;
  await runCommand(t.ctx, ['user', 'kyc', '--email', UNVERIFIED.email, '--tier', '2', '--status', 'PAID']);
  const address = await t.app.inject({
    method: 'POST',
    url: '/api/identity/address',
    headers: auth(token),
    payload: { country: 'DEU', street: 'Hauptstraße 5', town: 'Berlin', postalCode: '10115' },
  });
  expect(address.json()).toMatchObject({ status: 'IN_PROGRESS' });
});
afterAll(async () => {
  await t.close();
  await new Promise((r) => fake.close(r));
});
beforeEach(() => {
  sumsub.seen = [];
});

const get = (path: string) => t.app.inject({ url: path, headers: auth(token) });
const finalize = () => get('/api/identity/sumsub/finalizeReviewStatus');
const withEnv = async (patch: Partial<TestApp['ctx']['env']>, fn: () => Promise<void>) => {
  const env = t.ctx.env;
  t.ctx.env = { ...env, ...patch };
  try {
    await fn();
  } finally {
    t.ctx.env = env;
  }
};

describe('Sumsub adapter', () => {
  it("gets a WebSDK access token for the user's applicant with a signed request", async () => {
    const r = await get('/api/identity/sumsub/accesstoken');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ token: expect.stringMatching(/^_act-sbx-/), userId });
    expect(sumsub.seen).toHaveLength(1);
    const call = sumsub.seen[0]!;
    expect(call).toMatchObject({ method: 'POST', path: '/resources/accessTokens/sdk', signatureOk: true });
    expect(JSON.parse(call.body)).toEqual({ userId, levelName: LEVEL, ttlInSecs: 600, applicantIdentifiers: { email: UNVERIFIED.email } });
  });

  it('maps the review: not started, pending, rejected with a retry, approved (tier 2 and the portal)', async () => {
    // no applicant at Sumsub yet: nothing submitted, the record stays IN_PROGRESS
    expect((await finalize()).json()).toMatchObject({ reviewStatus: 'init', submitted: false, kyc: { status: 'IN_PROGRESS' } });

    expect(sumsub.seen.map((s) => s.path)).toEqual([`/resources/applicants/-;externalUserId=${userId}/one`]);
    sumsub.seen = [];
    const applicant = { id: '5b594ade0a975a36c9349e66', status: { reviewStatus: 'pending' } as object };
    sumsub.applicants.set(userId, applicant);
    expect((await finalize()).json()).toMatchObject({ reviewStatus: 'pending', submitted: true, kyc: { status: 'PENDING' } });
    expect(sumsub.seen.map((s) => `${s.method} ${s.path} ${s.signatureOk}`)).toEqual([
      `GET /resources/applicants/-;externalUserId=${userId}/one true`,
      'GET /resources/applicants/5b594ade0a975a36c9349e66/status true',
    ]);

    applicant.status = {
      reviewStatus: 'completed',
      reviewResult: {
        reviewAnswer: 'RED',
        reviewRejectType: 'RETRY',
        rejectLabels: ['UNSATISFACTORY_PHOTOS'],
        moderationComment: 'We do not accept screenshots.',
      },
    };
    sumsub.seen = [];
    expect((await finalize()).json()).toMatchObject({
      reviewStatus: 'completed',
      submitted: true,
      kyc: { status: 'REJECTED', final: false, rejectionReason: 'We do not accept screenshots.' },
    });
    // the applicant id is remembered
    expect(sumsub.seen.map((s) => s.path)).toEqual(['/resources/applicants/5b594ade0a975a36c9349e66/status']);

    applicant.status = { reviewStatus: 'completed', reviewResult: { reviewAnswer: 'GREEN' } };
    expect((await finalize()).json()).toMatchObject({ submitted: true, kyc: { status: 'VERIFIED', final: true } });
    expect((await get('/api-portal/user/me')).json().kycTier).toBe(2);
    expect((await get('/api-portal/auth/status')).json()).toMatchObject({
      wlpId: expect.stringMatching(/^WLP-/),
      brand: { identityProvider: 'sumsub' },
    });
    expect((await get('/api-portal/statistics/transactions')).statusCode).toBe(200);
  });

  it('answers clear 417s for what Sumsub refuses, a server that does not answer, and a strange answer', async () => {
    await runCommand(t.ctx, ['user', 'kyc', '--email', UNVERIFIED.email, '--tier', '2', '--status', 'IN_PROGRESS']);
    await withEnv({ SUMSUB_SECRET_KEY: 'not-the-secret' }, async () => {
      const r = await get('/api/identity/sumsub/accesstoken');
      expect(r.statusCode).toBe(417);
      expect(r.json()).toMatchObject({
        error: 'identity_provider_error',
        error_param: 'sumsub',
        param_value: expect.stringMatching(/^401 Request signature mismatch \(correlationId req-/),
      });
      expect(sumsub.seen.at(-1)!.signatureOk).toBe(false);
    });
    await withEnv({ SUMSUB_LEVEL_NAME: 'no-such-level' }, async () => {
      expect((await get('/api/identity/sumsub/accesstoken')).json()).toMatchObject({
        error: 'identity_provider_error',
        param_value: expect.stringMatching(/^404 Level 'no-such-level' not found \[level-not-found\]/),
      });
    });
    await withEnv({ SUMSUB_BASE_URL: 'http://127.0.0.1:9' }, async () => {
      expect((await finalize()).json()).toMatchObject({
        error: 'identity_provider_unreachable',
        error_param: 'sumsub',
        param_value: expect.stringContaining('127.0.0.1:9'),
      });
      expect((await get('/api/identity/sumsub/accesstoken')).json()).toMatchObject({ error: 'identity_provider_unreachable' });
    });
    sumsub.brokenAnswers = true;
    try {
      expect((await finalize()).json()).toMatchObject({
        error: 'identity_provider_error',
        param_value: expect.stringContaining('unexpected answer'),
      });
    } finally {
      sumsub.brokenAnswers = false;
    }
    await withEnv({ SUMSUB_APP_TOKEN: undefined, SUMSUB_SECRET_KEY: undefined }, async () => {
      expect((await get('/api/identity/sumsub/accesstoken')).json()).toMatchObject({
        error: 'identity_provider_not_configured',
        error_param: 'SUMSUB_APP_TOKEN',
      });
    });
    // nothing of the failures touched the record
    expect((await get('/api-portal/user/me')).json().kyc[0]).toMatchObject({ status: 'IN_PROGRESS' });
  });

  it("keeps the sandbox widget's calls for sandbox brands only", async () => {
    expect((await get('/api/identity/sandbox/applicant')).json()).toEqual({
      error: 'action_forbidden',
      error_param: 'identityProvider',
      param_value: 'sumsub',
    });
  });
});

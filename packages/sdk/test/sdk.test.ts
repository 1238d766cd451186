import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCS_API } from '@portal/contract';
import { Brands, loadBrands } from '../../../apps/server/src/brands/brands';
import { DEMO, auth, buildTestApp, liftedLimitsBrands, type TestApp } from '../../../apps/server/test/helpers/build';
import { newKey } from '../../../apps/server/test/helpers/signed';
import { Receiver } from '../../../apps/server/test/helpers/webhook-receiver';
import { signingSamples } from '../../../apps/web/src/features/docs/lib/code-samples';
import { TYPES_FILE, partnerApiTypes } from '../scripts/types';
import { PartnerApiError, createPartnerClient, verifyStandardWebhook, verifyWebhook, type PartnerClient, type PartnerEvent } from '../src';

// The SDK over real HTTP against the real server (an app listening on an ephemeral port), as a partner uses it.
let t: TestApp;
let sdk: PartnerClient;
let baseUrl: string;
let session: string;

async function listen(app: TestApp) {
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}`;
}
async function clientOf(app: TestApp, url: string, o: Partial<Parameters<typeof createPartnerClient>[0]> = {}) {
  const key = await newKey(app, await app.login(DEMO.email, DEMO.password));
  return createPartnerClient({ baseUrl: url, apiKey: key.token, apiSecret: key.secret, ...o });
}
const individual = (email: string) => ({ type: 'EXTERNAL_INDIVIDUAL' as const, email, firstName: 'Sdk', lastName: 'User' });

beforeAll(async () => {
  t = await buildTestApp({ brands: liftedLimitsBrands(), env: { WEBHOOK_ALLOW_PRIVATE_URLS: 'true', WEBHOOK_ALLOW_HTTP: 'true' } });
  session = await t.login(DEMO.email, DEMO.password);
  baseUrl = await listen(t);
  sdk = await clientOf(t, baseUrl);
});
afterAll(() => t.close());

describe('the SDK against the server', () => {
  it('has the types of the document the server serves (run `npm run generate -w packages/sdk` when this fails)', async () => {
    const doc = await t.app.inject({ method: 'GET', url: DOCS_API.swagger.path });
    expect(await partnerApiTypes(doc.json())).toBe(fs.readFileSync(TYPES_FILE, 'utf8'));
  });

  it('signs its calls: lists clients, and a wrong secret is refused with the typed 401', async () => {
    const { data } = await sdk.GET('/partner/v1/clients', { params: { query: { take: 5 } } });
    expect(data!.count).toBeGreaterThan(0);
    expect(data!.list.length).toBeLessThanOrEqual(5);

    // the same call twice in one second carries the same signature, which the server refuses as replayed: the SDK
    // signs the second again in the next second
    const twice = await Promise.all([0, 1].map(() => sdk.GET('/partner/v1/clients', { params: { query: { take: 1 } } })));
    expect(twice.map((r) => r.response.status)).toEqual([200, 200]);

    const wrong = createPartnerClient({ baseUrl, apiKey: 'nope', apiSecret: 'nope' });
    const err = await wrong.GET('/partner/v1/clients').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PartnerApiError);
    expect(err).toMatchObject({ status: 401, code: 'unknown_token' });
  });

  it('sends an Idempotency-Key with every POST: a given key replays the first answer, none given is generated', async () => {
    const first = await sdk.POST('/partner/v1/clients', {
      body: individual('sdk-once@example.com'),
      params: { header: { 'idempotency-key': 'sdk-1' } },
    });
    const again = await sdk.POST('/partner/v1/clients', {
      body: individual('sdk-once@example.com'),
      params: { header: { 'idempotency-key': 'sdk-1' } },
    });
    expect(again.data).toEqual(first.data);
    expect(again.response.headers.get('idempotent-replayed')).toBe('true');
    const { data } = await sdk.GET('/partner/v1/clients', { params: { query: { email: 'sdk-once@example.com' } } });
    expect(data!.count).toBe(1);

    const keys = async () => (await t.ctx.db.query<{ key: string }>('SELECT key FROM partner_idempotency_keys')).map((r) => r.key);
    const before = await keys();
    await sdk.POST('/partner/v1/clients', { body: individual('sdk-generated@example.com') });
    const added = (await keys()).filter((k) => !before.includes(k));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('throws a refused input as PartnerApiError with the 417 body', async () => {
    const err = await sdk.POST('/partner/v1/clients', { body: individual('not an e-mail') }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PartnerApiError);
    const e = err as PartnerApiError;
    expect(e.status).toBe(417);
    expect(e.isValidation() && e.body.error_param).toBe('email');
    expect(e.body).toMatchObject({ error: 'validation_error', error_param: 'email' });
  });

  it('iterates the events stream: an event triggered through the API arrives', async () => {
    const stop = new AbortController();
    let connected!: () => void;
    const open = new Promise<void>((resolve) => (connected = resolve));
    const stream = sdk.events({ signal: stop.signal, onState: (s) => s.state === 'connected' && connected() });
    const first = stream.next();
    await open;
    const { data: fired } = await sdk.POST('/partner/v1/events/trigger', { body: { type: 'CARD_CREATED' } });
    const got = (await first).value as PartnerEvent;
    expect(got).toMatchObject({ id: fired!.id, type: 'CARD_CREATED', test: true });
    await stream.return(undefined);
    stop.abort();
  });

  it('verifies a real webhook delivery by both schemes, and refuses a changed body', async () => {
    const secret = 'whsec_a-webhook-secret-of-the-sdk-test';
    const r = await Receiver.start();
    try {
      const hook = await t.app.inject({
        method: 'POST',
        url: '/api-portal/webhook',
        headers: auth(session),
        payload: { url: r.url, secret },
      });
      expect(hook.statusCode, hook.body).toBe(200);
      await sdk.POST('/partner/v1/events/trigger', { body: { type: 'ACCOUNT_CREATED' } });
      t.app.webhookWorker.nudge();
      await r.waitFor((g) => g.length > 0);
      const { rawBody: body, headers } = r.got[0]!;
      expect(await verifyWebhook({ secret, headers, body })).toMatchObject({ type: 'ACCOUNT_CREATED' });
      expect(verifyStandardWebhook({ secret, headers, body })).toMatchObject({ type: 'ACCOUNT_CREATED' });
      const changed = body.replace('ACCOUNT_CREATED', 'ACCOUNT_UPDATED');
      await expect(verifyWebhook({ secret, headers, body: changed })).rejects.toThrow(/x-webhook-sig/);
      expect(() => verifyStandardWebhook({ secret, headers, body: changed })).toThrow();
      await expect(verifyWebhook({ secret: 'another', headers, body })).rejects.toThrow();
    } finally {
      await r.down();
    }
  });
});

describe('the TypeScript sample of /docs/authentications', () => {
  it('runs as shown against the server: creates a client and lists five', async () => {
    const key = await newKey(t, session);
    // inside the package, so that its import of @portal/sdk resolves as in a partner's project
    const file = new URL(`./.docs-sample-${process.pid}.ts`, import.meta.url).pathname;
    fs.writeFileSync(file, signingSamples(baseUrl).typescript);
    try {
      const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', file], {
        env: { ...process.env, API_TOKEN: key.token, API_SECRET: key.secret },
      });
      expect(stdout).toContain("email: 'anna.rossi@example.com'");
      expect(stdout).toMatch(/count: \d+/);
    } finally {
      fs.rmSync(file, { force: true });
    }
  });
});

describe('the SDK under the partner API rate limit', () => {
  let limited: TestApp;
  let url: string;
  const windowMs = 3_000;
  beforeAll(async () => {
    const shipped = loadBrands();
    const one = { perKey: { max: 1, windowMs }, perPartner: { max: 100, windowMs } };
    limited = await buildTestApp({
      brands: new Brands(
        shipped.list.map((b) => ({ ...b, partnerApiLimits: one })),
        shipped.defaultAgent,
      ),
    });
    url = await listen(limited);
  });
  afterAll(() => limited.close());

  it('waits for Retry-After after a 429 and tries again, signed anew; a longer wait than allowed is thrown', async () => {
    const seen: number[] = [];
    const observed = (req: Request) => fetch(req).then((res) => (seen.push(res.status), res));
    const c = await clientOf(limited, url, { fetch: observed });
    await c.GET('/partner/v1/clients', { params: { query: { take: 1 } } });
    const started = Date.now();
    const { data } = await c.GET('/partner/v1/clients', { params: { query: { take: 2 } } });
    expect(data!.count).toBeGreaterThan(0);
    expect(seen).toEqual([200, 429, 200]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);

    const impatient = await clientOf(limited, url, { retry: { maxDelayMs: 100 } });
    await impatient.GET('/partner/v1/clients', { params: { query: { take: 1 } } });
    await expect(impatient.GET('/partner/v1/clients', { params: { query: { take: 2 } } })).rejects.toMatchObject({
      status: 429,
      code: 'rate_limited',
    });
  });
});

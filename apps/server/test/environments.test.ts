import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { ENVIRONMENT_HEADER, ENVIRONMENTS, webhookEventEnvelope, type Environment } from '@portal/contract';
import { auth, buildTestApp, DEMO, liftedLimitsBrands, type TestApp } from './helpers/build';
import { newKey, signedCall as signedOnce, type ApiKey, type SignOptions } from './helpers/signed';

// Sandbox and live (docs/security.md, "Environments"): a key reads and writes only its environment's rows, the portal
// only the environment it asks for (x-environment; live without it), and each environment's webhooks get only its events.

let t: TestApp;
let session: string;
const keys = {} as Record<Environment, ApiKey>;
/** What each environment's key made: a client, an account, a card and a payment. */
const made = {} as Record<Environment, { clientId: string; walletId: string; cardId: string; eventId: string }>;
/**
 * Signed calls, each with a timestamp of its own (a second further back each time): this file sends the same call
 * more than once within a second, which the server rightly refuses as a replay.
 */
let age = 0;
const signedCall = (app: TestApp, key: ApiKey, method: string, url: string, body?: unknown, o: SignOptions = {}) =>
  signedOnce(app, key, method, url, body, { ts: Math.floor(app.ctx.now().getTime() / 1000) - (age++ % 120), ...o });
const other = (e: Environment): Environment => (e === 'live' ? 'sandbox' : 'live');
const portal = (e: Environment | undefined, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { ...auth(session), ...(e && { [ENVIRONMENT_HEADER]: e }) }, ...(payload && { payload }) });

beforeAll(async () => {
  t = await buildTestApp({ brands: liftedLimitsBrands(), env: { WEBHOOK_ALLOW_HTTP: 'true', WEBHOOK_ALLOW_PRIVATE_URLS: 'true' } });
  session = await t.login(DEMO.email, DEMO.password);
  for (const e of ENVIRONMENTS) {
    // a webhook in each environment, before anything happens in either
    const hook = await portal(e, 'POST', '/api-portal/webhook', {
      url: `http://127.0.0.1:9/${e}`,
      secret: 'a-secret-long-enough-for-any-webhook-rule',
    });
    expect(hook.statusCode, hook.body).toBe(200);
    keys[e] = await newKey(t, session, `${e} key`, {}, e);
    const call = (method: string, url: string, body?: unknown) => signedCall(t, keys[e], method, url, body);
    const client = await call('POST', '/partner/v1/clients', {
      type: 'EXTERNAL_INDIVIDUAL',
      email: `${e}@example.com`,
      firstName: 'Ann',
      lastName: e,
    });
    expect(client.statusCode, client.body).toBe(201);
    const clientId = client.json().clientId as string;
    const walletId = (await call('POST', '/partner/v1/accounts', { clientId, currency: 'EUR' })).json().walletId as string;
    const cardId = (await call('POST', '/partner/v1/cards', { clientId, currency: 'EUR', virtual: true, cardholder: 'ANN BEE' })).json()
      .walletId as string;
    const pay = await call('POST', '/partner/v1/transactions', {
      walletId,
      transactionType: 'SEPA_IN',
      currency: 'EUR',
      amount: '10.00',
      details: 'in',
    });
    expect(pay.statusCode, pay.body).toBe(201);
    const events = (await call('GET', '/partner/v1/events')).json().list as Array<{ id: string }>;
    made[e] = { clientId, walletId, cardId, eventId: events[0]!.id };
  }
}, 120_000);
afterAll(() => t?.close());

describe.each(ENVIRONMENTS)('a %s key', (e) => {
  const o = other(e);
  const call = (method: string, url: string, body?: unknown) => signedCall(t, keys[e], method, url, body);

  it('says its environment in its token and secret', () => {
    const prefix = e === 'sandbox' ? 'sbx_' : 'live_';
    expect(keys[e].token.startsWith(`${prefix}pk_`)).toBe(true);
    expect(keys[e].secret.startsWith(`${prefix}sk_`)).toBe(true);
  });

  it("reads its own environment's rows on every route", async () => {
    const own = made[e];
    for (const url of [
      `/partner/v1/clients/${own.clientId}`,
      `/partner/v1/accounts/${own.walletId}`,
      `/partner/v1/cards/${own.cardId}`,
      `/partner/v1/transactions?walletId=${own.walletId}`,
      `/partner/v1/events/${own.eventId}`,
    ])
      expect((await call('GET', url)).statusCode, url).toBe(200);
    const emails = (await call('GET', '/partner/v1/clients')).json().list.map((c: { email: string }) => c.email);
    expect(emails).toContain(`${e}@example.com`);
    expect(emails).not.toContain(`${o}@example.com`);
    const events = (await call('GET', '/partner/v1/events')).json().list as Array<{ environment: string }>;
    expect(new Set(events.map((x) => x.environment))).toEqual(new Set([e]));
  });

  it(`never reads or changes the ${o} environment's rows: 404, as for another partner's`, async () => {
    const theirs = made[o];
    const refused: Array<[string, string, unknown?]> = [
      ['GET', `/partner/v1/clients/${theirs.clientId}`],
      ['GET', `/partner/v1/accounts/${theirs.walletId}`],
      ['PATCH', `/partner/v1/accounts/${theirs.walletId}`, { label: 'taken' }],
      ['GET', `/partner/v1/cards/${theirs.cardId}`],
      ['PATCH', `/partner/v1/cards/${theirs.cardId}`, { status: 'BLOCKED' }],
      ['POST', '/partner/v1/accounts', { clientId: theirs.clientId, currency: 'EUR' }],
      ['POST', '/partner/v1/cards', { clientId: theirs.clientId, currency: 'EUR', virtual: true, cardholder: 'XAV YON' }],
      [
        'POST',
        '/partner/v1/transactions',
        { walletId: theirs.walletId, transactionType: 'SEPA_IN', currency: 'EUR', amount: '1.00', details: 'x' },
      ],
      ['GET', `/partner/v1/transactions?walletId=${theirs.walletId}`],
      ['GET', `/partner/v1/events/${theirs.eventId}`],
    ];
    for (const [method, url, body] of refused) expect((await call(method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    const [account] = await t.ctx.db.query<{ label: string | null; balance: string }>(
      'SELECT label, balance::text FROM accounts WHERE wallet_id = $1',
      [theirs.walletId],
    );
    expect(account).toEqual({ label: null, balance: '10.00' });
  });

  it('fires test events into its own environment only', async () => {
    const r = await call('POST', '/partner/v1/events/trigger', { type: 'ACCOUNT_CREATED' });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().environment).toBe(e);
    expect((await signedCall(t, keys[o], 'GET', `/partner/v1/events/${r.json().id}`)).statusCode).toBe(404);
  });

  it("keeps an Idempotency-Key's answer to its environment", async () => {
    const body = { type: 'EXTERNAL_INDIVIDUAL', email: `idem-${e}@example.com`, firstName: 'Ida', lastName: 'Key' };
    const headers = { 'idempotency-key': `same-key-${e}` };
    const first = await signedCall(t, keys[e], 'POST', '/partner/v1/clients', body, { headers });
    const again = await signedCall(t, keys[o], 'POST', '/partner/v1/clients', body, { headers });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(again.json().clientId).not.toBe(first.json().clientId);
  });
});

describe("each environment's webhooks", () => {
  it('get only their environment’s events, whose payload names it', async () => {
    const rows = await t.ctx.db.query<{ url: string; body: string }>(
      'SELECT w.url, d.body FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id',
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.url.endsWith(`/${(JSON.parse(r.body) as { environment: string }).environment}`), r.body).toBe(true);
    for (const e of ENVIRONMENTS) expect(rows.some((r) => r.url.endsWith(`/${e}`))).toBe(true);
  });
});

describe('the portal', () => {
  it('shows live without x-environment, the environment asked for with it, and refuses any other value', async () => {
    const emails = async (e?: Environment) =>
      (
        (await portal(e, 'GET', '/api-portal/clients?filter=type%3DEXTERNAL_INDIVIDUAL&take=100')).json().list as Array<{ email: string }>
      ).map((c) => c.email);
    expect(await emails('sandbox')).toEqual(expect.arrayContaining(['sandbox@example.com']));
    expect(await emails('sandbox')).not.toContain('live@example.com');
    expect(await emails()).toContain('live@example.com');
    expect(await emails()).not.toContain('sandbox@example.com');
    expect(await emails('live')).toEqual(await emails());
    const bad = await portal('staging' as Environment, 'GET', '/api-portal/clients');
    expect(bad.statusCode).toBe(417);
    expect(bad.json()).toMatchObject({ error: 'invalid_param', error_param: ENVIRONMENT_HEADER });
  });

  it.each(ENVIRONMENTS)("answers 404 for the other environment's rows and webhooks when showing %s", async (e) => {
    const theirs = made[other(e)];
    for (const url of [
      `/api-portal/clients/${theirs.clientId}`,
      `/api-portal/accounts/${theirs.walletId}`,
      `/api-portal/cards/${theirs.cardId}`,
    ])
      expect((await portal(e, 'GET', url)).statusCode, url).toBe(404);
    const hooks = (await portal(other(e), 'GET', '/api-portal/webhook')).json().list as Array<{ uuid: string }>;
    expect(hooks).toHaveLength(1);
    expect((await portal(e, 'GET', `/api-portal/webhook/${hooks[0]!.uuid}`)).statusCode).toBe(404);
    expect((await portal(other(e), 'GET', `/api-portal/webhook/${hooks[0]!.uuid}`)).statusCode).toBe(200);
  });

  it.each(ENVIRONMENTS)('lists the keys, the request log and the statistics of %s only', async (e) => {
    const labels = ((await portal(e, 'GET', '/api-portal/user/secrets')).json().list as Array<{ label: string; environment: string }>).map(
      (k) => [k.label, k.environment],
    );
    expect(labels).toContainEqual([`${e} key`, e]);
    expect(labels.every(([, env]) => env === e)).toBe(true);
    const log = (await portal(e, 'GET', '/api-portal/partner-api/requests')).json().list as Array<{ token: string }>;
    expect(log.length).toBeGreaterThan(0);
    expect(new Set(log.map((l) => l.token))).toEqual(new Set([keys[e].token]));
    const year = String(t.ctx.now().getUTCFullYear());
    const stats = (await portal(e, 'GET', '/api-portal/statistics/transactions')).json() as Record<string, number[]>;
    const sandboxPayments = 1; // the one payment the sandbox key made
    if (e === 'sandbox') expect(stats[year]!.reduce((a, b) => a + b, 0)).toBe(sandboxPayments);
    else expect(stats[year]!.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
  });
});

describe('a partner no longer verified', () => {
  it('keeps its sandbox key working while its live key is refused', async () => {
    await t.ctx.db.query("UPDATE users SET kyc_tier = 1 WHERE lower(email) = lower($1) AND role = 'OWNER'", [DEMO.email]);
    try {
      expect((await signedCall(t, keys.sandbox, 'GET', '/partner/v1/clients')).statusCode).toBe(200);
      const live = await signedCall(t, keys.live, 'GET', '/partner/v1/clients');
      expect(live.statusCode).toBe(403);
      expect(live.json().error).toBe('partner_not_verified');
    } finally {
      await t.ctx.db.query("UPDATE users SET kyc_tier = 2 WHERE lower(email) = lower($1) AND role = 'OWNER'", [DEMO.email]);
    }
  });
});

describe('the incoming-transfer simulation', () => {
  const url = '/partner/v1/simulations/incoming-transfer';
  const balance = async (walletId: string) =>
    (await t.ctx.db.query<{ b: string }>('SELECT balance::text AS b FROM accounts WHERE wallet_id = $1', [walletId]))[0]!.b;

  it('books the transfer on a sandbox account as the live flow does, and its webhook gets ACCOUNT_UPDATED', async () => {
    const { walletId } = made.sandbox;
    const before = Number(await balance(walletId));
    const r = await signedCall(t, keys.sandbox, 'POST', url, { walletId, amount: '25.50', currency: 'EUR', details: 'Invoice 7' });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json()).toMatchObject({ transactionType: 'SEPA_IN', amountOrigCcy: '25.50', details: 'Invoice 7' });
    expect(Number(await balance(walletId))).toBe(before + 25.5);
    const listed = await signedCall(t, keys.sandbox, 'GET', `/partner/v1/transactions?walletId=${walletId}`);
    expect(listed.json().list.map((x: { details: string }) => x.details)).toContain('Invoice 7');
    const [delivery] = await t.ctx.db.query<{ url: string; body: string }>(
      `SELECT w.url, d.body FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id
        WHERE d.event_type = 'ACCOUNT_UPDATED' ORDER BY d.seq DESC LIMIT 1`,
    );
    expect(delivery!.url.endsWith('/sandbox')).toBe(true);
    const body = JSON.parse(delivery!.body) as Record<string, unknown>;
    expect(z.strictObject(webhookEventEnvelope('ACCOUNT_UPDATED').shape).safeParse(body).success, delivery!.body).toBe(true);
    expect(body).toMatchObject({ environment: 'sandbox', entity: { walletId, balance: (before + 25.5).toFixed(2) } });
  });

  it("answers 403 sandbox_only to a live key and books nothing, even on the live key's own account", async () => {
    const { walletId } = made.live;
    const before = await balance(walletId);
    const r = await signedCall(t, keys.live, 'POST', url, { walletId, amount: '5.00', currency: 'EUR' });
    expect(r.statusCode).toBe(403);
    expect(r.json().error).toBe('sandbox_only');
    expect(await balance(walletId)).toBe(before);
  });

  it("answers 404 for the live environment's account, and is in the partner OpenAPI document under its own tag", async () => {
    const r = await signedCall(t, keys.sandbox, 'POST', url, { walletId: made.live.walletId, amount: '5.00', currency: 'EUR' });
    expect(r.statusCode).toBe(404);
    const doc = (await t.app.inject({ method: 'GET', url: '/api-docs/swagger.json' })).json();
    expect(doc.paths[url].post.tags).toEqual(['simulations']);
  });
});

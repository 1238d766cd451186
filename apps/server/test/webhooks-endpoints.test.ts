import crypto from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  LIMITS,
  WEBHOOK_EVENT_CATALOGUE,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_TEST_EXCERPT_CHARS,
  webhook,
  webhookDeliveryList,
  webhookEnvelope,
  webhookEventEnvelope,
  webhookTestEventAnswer,
} from '@portal/contract';
import { DEMO, auth, buildTestApp, type TestApp } from './helpers/build';
import { newKey, signedCall, type ApiKey } from './helpers/signed';
import { Receiver, until, verifySignature } from './helpers/webhook-receiver';

// Endpoints: event selection, description, pause/resume, test event of any type,
// recover since a time. Real HTTP receivers on 127.0.0.1, events written by the partner API.
let t: TestApp;
let demo: string;
let key: ApiKey;
let clientId: string;
const receivers: Receiver[] = [];
const SECRET = 'whsec_endpoints_0123456789abcdef';

beforeAll(async () => {
  t = await buildTestApp({ env: { WEBHOOK_ALLOW_PRIVATE_URLS: 'true', WEBHOOK_ALLOW_HTTP: 'true' } });
  demo = await t.login(DEMO.email, DEMO.password);
  key = await newKey(t, demo);
  const client = await signedCall(t, key, 'POST', '/partner/v1/clients', {
    type: 'EXTERNAL_INDIVIDUAL',
    email: 'endpoints@example.com',
    firstName: 'Endpoint',
    lastName: 'Owner',
  });
  clientId = client.json().clientId;
});
afterEach(async () => {
  for (const w of (await call('GET', '/api-portal/webhook')).json().list) await call('DELETE', `/api-portal/webhook/${w.uuid}`);
  await Promise.all(receivers.splice(0).map((r) => r.down()));
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = demo) =>
  t.app.inject({ method, url, headers: auth(token), ...(payload === undefined ? {} : { payload: payload as object }) });

async function receiver() {
  const r = await Receiver.start();
  receivers.push(r);
  return r;
}
async function addWebhook(body: Record<string, unknown>) {
  const r = await call('POST', '/api-portal/webhook', { secret: SECRET, ...body });
  expect(r.statusCode, r.body).toBe(200);
  return webhook.parse(r.json());
}
const typesOf = (r: Receiver) => r.got.map((g) => webhookEnvelope.parse(JSON.parse(g.rawBody)).type);

/** One account (ACCOUNT_CREATED), a card (CARD_CREATED), the card blocked (CARD_UPDATED) and the account relabelled (ACCOUNT_UPDATED). */
let round = 0;
async function fourEvents() {
  round += 1;
  const acc = await signedCall(t, key, 'POST', '/partner/v1/accounts', { clientId, currency: 'EUR', label: `one-${round}` });
  expect(acc.statusCode, acc.body).toBe(201);
  const card = await signedCall(t, key, 'POST', '/partner/v1/cards', {
    clientId,
    virtual: true,
    cardholder: `ENDPOINT OWNER ${round}`,
    currency: 'EUR',
  });
  expect(card.statusCode, card.body).toBe(201);
  expect((await signedCall(t, key, 'PATCH', `/partner/v1/cards/${card.json().walletId}`, { status: 'BLOCKED' })).statusCode).toBe(200);
  expect((await signedCall(t, key, 'PATCH', `/partner/v1/accounts/${acc.json().walletId}`, { label: `two-${round}` })).statusCode).toBe(
    200,
  );
}

describe('event selection', () => {
  it('sends an endpoint subscribed to CARD_* no ACCOUNT_* event, and an endpoint with no selection every event', async () => {
    const cards = await receiver();
    const all = await receiver();
    const accountsOnly = await receiver();
    const c = await addWebhook({
      url: cards.url,
      eventTypes: ['CARD_CREATED', 'CARD_UPDATED', 'CARD_CREATED'],
      description: '  Card service ',
    });
    expect(c).toMatchObject({ eventTypes: ['CARD_CREATED', 'CARD_UPDATED'], description: 'Card service' });
    expect(await addWebhook({ url: all.url })).toMatchObject({ eventTypes: [], description: null });
    await addWebhook({ url: accountsOnly.url, eventTypes: ['ACCOUNT_UPDATED'] });
    await fourEvents();
    await all.waitFor((g) => g.length === 4);
    await cards.waitFor((g) => g.length === 2);
    await accountsOnly.waitFor((g) => g.length === 1);
    await new Promise((res) => setTimeout(res, 300));
    expect(typesOf(cards).sort()).toEqual(['CARD_CREATED', 'CARD_UPDATED']);
    expect(typesOf(all).sort()).toEqual(['ACCOUNT_CREATED', 'ACCOUNT_UPDATED', 'CARD_CREATED', 'CARD_UPDATED']);
    expect(typesOf(accountsOnly)).toEqual(['ACCOUNT_UPDATED']);
    // no delivery is even written for a type the endpoint did not choose
    const log = webhookDeliveryList.parse((await call('GET', `/api-portal/webhook/${c.uuid}/deliveries`)).json());
    expect(log.list.map((d) => d.eventType).sort()).toEqual(['CARD_CREATED', 'CARD_UPDATED']);
  });

  it('changes the selection and the description on update; leaves them as they are when the update does not name them', async () => {
    const r = await receiver();
    const w = await addWebhook({ url: r.url, eventTypes: ['CARD_UPDATED'], description: 'first' });
    const kept = await call('PUT', `/api-portal/webhook/${w.uuid}`, { url: r.url, secret: SECRET });
    expect(kept.json()).toMatchObject({ eventTypes: ['CARD_UPDATED'], description: 'first' });
    const changed = await call('PUT', `/api-portal/webhook/${w.uuid}`, { url: r.url, secret: SECRET, eventTypes: [], description: null });
    expect(changed.json()).toMatchObject({ eventTypes: [], description: null });
    expect((await call('GET', `/api-portal/webhook/${w.uuid}`)).json()).toMatchObject({ eventTypes: [], description: null });
    await fourEvents();
    await r.waitFor((g) => g.length === 4);
  });

  it('changes the event types alone: URL, secret and description stay, the next events follow the new choice', async () => {
    const r = await receiver();
    const w = await addWebhook({ url: r.url, eventTypes: ['ACCOUNT_CREATED'], description: 'kept' });
    const changed = await call('PUT', `/api-portal/webhook/${w.uuid}/event-types`, { eventTypes: ['CARD_UPDATED', 'CARD_UPDATED'] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(webhook.parse(changed.json())).toMatchObject({
      url: r.url,
      secret: w.secret,
      eventTypes: ['CARD_UPDATED'],
      description: 'kept',
    });
    await fourEvents();
    await r.waitFor((g) => g.length === 1);
    await new Promise((res) => setTimeout(res, 300));
    expect(typesOf(r)).toEqual(['CARD_UPDATED']);
    // still signed with the secret saved at creation
    expect(verifySignature(SECRET, r.got[0]!)).toBe(true);
    const audit = await t.ctx.db.query<{ changes: unknown }>(
      "SELECT changes FROM audit_log WHERE target = $1 AND action = 'webhook.updated' ORDER BY id DESC LIMIT 1",
      [w.uuid],
    );
    expect(audit[0]!.changes).toEqual({ eventTypes: { from: ['ACCOUNT_CREATED'], to: ['CARD_UPDATED'] } });
    const bad = await call('PUT', `/api-portal/webhook/${w.uuid}/event-types`, { eventTypes: ['CARD_EATEN'] });
    expect(bad.statusCode).toBe(417);
    expect(bad.json()).toMatchObject({ error_param: 'eventTypes.0' });
    expect((await call('PUT', `/api-portal/webhook/${crypto.randomUUID()}/event-types`, { eventTypes: [] })).statusCode).toBe(404);
  });

  it('answers 417 naming the field for an unknown event type or a description too long, and writes nothing', async () => {
    const bad = await call('POST', '/api-portal/webhook', { url: 'http://127.0.0.1:9/x', secret: SECRET, eventTypes: ['CARD_EATEN'] });
    expect(bad.statusCode).toBe(417);
    expect(bad.json()).toMatchObject({ error_param: 'eventTypes.0' });
    const long = await call('POST', '/api-portal/webhook', {
      url: 'http://127.0.0.1:9/x',
      secret: SECRET,
      description: 'x'.repeat(LIMITS.webhookDescriptionMax + 1),
    });
    expect(long.statusCode).toBe(417);
    expect(long.json()).toMatchObject({ error_param: 'description' });
    expect((await call('GET', '/api-portal/webhook')).json().count).toBe(0);
  });
});

describe('pause and resume', () => {
  it('holds the deliveries of a paused endpoint (ON_HOLD) and sends them when it is resumed', async () => {
    const r = await receiver();
    const w = await addWebhook({ url: r.url, eventTypes: ['CARD_CREATED'] });
    const paused = await call('PUT', `/api-portal/webhook/${w.uuid}/enabled`, { enabled: false });
    expect(paused.json()).toMatchObject({ enabled: false, disabledReason: 'MANUAL' });
    await fourEvents();
    const held = await until(async () => {
      const l = webhookDeliveryList.parse((await call('GET', `/api-portal/webhook/${w.uuid}/deliveries`)).json());
      return l.count === 1 && l.list[0]!.status === 'ON_HOLD' ? l : undefined;
    });
    expect(held.list[0]!.eventType).toBe('CARD_CREATED');
    await new Promise((res) => setTimeout(res, 300));
    expect(r.got).toHaveLength(0);
    expect((await call('PUT', `/api-portal/webhook/${w.uuid}/enabled`, { enabled: true })).json()).toMatchObject({ enabled: true });
    await r.waitFor((g) => g.length === 1);
    expect(typesOf(r)).toEqual(['CARD_CREATED']);
  });
});

describe('test event of any catalogue type', () => {
  it.each(WEBHOOK_EVENT_TYPES)(
    'sends the %s example, signed like a real delivery, to that endpoint only, and answers at once',
    async (type) => {
      const r = await receiver();
      const other = await receiver();
      r.answer = () => ({ status: 202, body: `accepted\u0007 ${'x'.repeat(800)}` });
      const w = await addWebhook({ url: r.url, eventTypes: ['CARD_UPDATED'] });
      await addWebhook({ url: other.url });
      const sent = await call('POST', `/api-portal/webhook/${w.uuid}/test-event`, { type });
      expect(sent.statusCode, sent.body).toBe(200);
      const answer = webhookTestEventAnswer.parse(sent.json());
      // the receiver already has it when the call answers
      expect(r.got).toHaveLength(1);
      const got = r.got[0]!;
      expect(verifySignature(SECRET, got)).toBe(true);
      expect(got.headers['x-webhook-test']).toBe('true');
      expect(got.id).toBe(answer.delivery.eventId);
      expect(JSON.parse(got.rawBody)).toMatchObject({ type, entity: WEBHOOK_EVENT_CATALOGUE[type].example });
      expect(webhookEventEnvelope(type).parse(JSON.parse(got.rawBody)).type).toBe(type);
      expect(answer).toMatchObject({ succeeded: true, statusCode: 202, error: null });
      expect(answer.delivery).toMatchObject({ status: 'SUCCEEDED', eventType: type, attempts: 1, lastStatusCode: 202 });
      expect(answer.durationMs).toBeGreaterThanOrEqual(0);
      expect(answer.response).toHaveLength(WEBHOOK_TEST_EXCERPT_CHARS - 1);
      expect(answer.response!.startsWith('accepted x')).toBe(true);
      await new Promise((res) => setTimeout(res, 200));
      expect(other.got).toHaveLength(0);
      expect(r.got).toHaveLength(1);
    },
  );

  it('answers a failing receiver with its status and is not retried; a paused endpoint can be tested; bad type is 417', async () => {
    const r = await receiver();
    r.answer = () => ({ status: 503, body: 'down for maintenance' });
    const w = await addWebhook({ url: r.url });
    await call('PUT', `/api-portal/webhook/${w.uuid}/enabled`, { enabled: false });
    const answer = webhookTestEventAnswer.parse(
      (await call('POST', `/api-portal/webhook/${w.uuid}/test-event`, { type: 'ACCOUNT_CREATED' })).json(),
    );
    expect(answer).toMatchObject({ succeeded: false, statusCode: 503, response: 'down for maintenance' });
    expect(answer.delivery.status).toBe('FAILED');
    await r.down();
    const refused = webhookTestEventAnswer.parse(
      (await call('POST', `/api-portal/webhook/${w.uuid}/test-event`, { type: 'CARD_CREATED' })).json(),
    );
    expect(refused).toMatchObject({ succeeded: false, statusCode: null, response: null });
    expect(refused.error).toMatch(/ECONNREFUSED/);
    // the endpoint's health counts test attempts like any other
    const health = (await call('GET', `/api-portal/webhook/${w.uuid}/health`)).json() as {
      last24h: { attempts: number; succeeded: number };
    };
    expect(health.last24h).toMatchObject({ attempts: 2, succeeded: 0 });
    const bad = await call('POST', `/api-portal/webhook/${w.uuid}/test-event`, { type: 'WEBHOOK_TEST' });
    expect(bad.statusCode).toBe(417);
    expect(bad.json()).toMatchObject({ error_param: 'type' });
    expect(
      (await call('POST', '/api-portal/webhook/00000000-0000-4000-8000-000000000000/test-event', { type: 'CARD_CREATED' })).statusCode,
    ).toBe(404);
  });
});

describe('recover since a time', () => {
  it('sends again the failed deliveries since T, not those before T and not those that succeeded', async () => {
    const r = await receiver();
    const w = await addWebhook({ url: r.url });
    const log = async () => webhookDeliveryList.parse((await call('GET', `/api-portal/webhook/${w.uuid}/deliveries?take=100`)).json()).list;
    // one success, then failures: two before T, four after
    const ok = webhookTestEventAnswer.parse(
      (await call('POST', `/api-portal/webhook/${w.uuid}/test-event`, { type: 'CARD_CREATED' })).json(),
    );
    r.answer = () => 500;
    const early = webhookTestEventAnswer.parse(
      (await call('POST', `/api-portal/webhook/${w.uuid}/test-event`, { type: 'CARD_UPDATED' })).json(),
    );
    await new Promise((res) => setTimeout(res, 20));
    const since = new Date().toISOString();
    await new Promise((res) => setTimeout(res, 20));
    const late = webhookTestEventAnswer.parse(
      (await call('POST', `/api-portal/webhook/${w.uuid}/test-event`, { type: 'ACCOUNT_CREATED' })).json(),
    );
    const okLate = await (async () => {
      r.answer = () => 200;
      const a = webhookTestEventAnswer.parse(
        (await call('POST', `/api-portal/webhook/${w.uuid}/test-event`, { type: 'CARD_CREATED' })).json(),
      );
      r.answer = () => 500;
      return a;
    })();
    await fourEvents(); // four real events, failing (RETRYING) after their first attempt
    await until(async () => (await log()).filter((d) => d.status === 'RETRYING').length === 4, 10_000, 'four retrying');
    expect(late.delivery.status).toBe('FAILED');
    r.answer = () => 200;
    const before = r.got.length;
    const recovered = await call('POST', `/api-portal/webhook/${w.uuid}/recover`, { since });
    expect(recovered.statusCode, recovered.body).toBe(200);
    expect(recovered.json()).toEqual({ recovered: 5 });
    await r.waitFor((g) => g.length === before + 5);
    await until(async () => (await log()).filter((d) => d.status === 'SUCCEEDED').length === 7, 10_000, 'all recovered');
    const resent = r.got.slice(before).map((g) => g.id);
    expect(resent).toContain(late.delivery.eventId);
    expect(resent).not.toContain(early.delivery.eventId);
    expect(resent).not.toContain(ok.delivery.eventId);
    expect(resent).not.toContain(okLate.delivery.eventId);
    expect((await log()).find((d) => d.id === early.delivery.id)!.status).toBe('FAILED');
    // nothing left to recover
    expect((await call('POST', `/api-portal/webhook/${w.uuid}/recover`, { since })).json()).toEqual({ recovered: 0 });
  });

  it('keeps recovered deliveries of a paused endpoint ON_HOLD until it is resumed; 417 for a bad or future time', async () => {
    const r = await receiver();
    r.answer = () => 500;
    const w = await addWebhook({ url: r.url });
    const since = new Date(Date.now() - 60_000).toISOString();
    const failed = webhookTestEventAnswer.parse(
      (await call('POST', `/api-portal/webhook/${w.uuid}/test-event`, { type: 'CARD_CREATED' })).json(),
    );
    await call('PUT', `/api-portal/webhook/${w.uuid}/enabled`, { enabled: false });
    r.answer = () => 200;
    expect((await call('POST', `/api-portal/webhook/${w.uuid}/recover`, { since })).json()).toEqual({ recovered: 1 });
    const held = webhookDeliveryList.parse((await call('GET', `/api-portal/webhook/${w.uuid}/deliveries`)).json()).list;
    expect(held.find((d) => d.id === failed.delivery.id)!.status).toBe('ON_HOLD');
    await call('PUT', `/api-portal/webhook/${w.uuid}/enabled`, { enabled: true });
    await r.waitFor((g) => g.length === 2);
    for (const bad of ['yesterday', new Date(Date.now() + 3_600_000).toISOString()]) {
      const res = await call('POST', `/api-portal/webhook/${w.uuid}/recover`, { since: bad });
      expect(res.statusCode).toBe(417);
      expect(res.json()).toMatchObject({ error_param: 'since' });
    }
  });
});

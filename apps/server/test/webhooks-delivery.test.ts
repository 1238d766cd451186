import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import {
  STEP_UP,
  WEBHOOK_TIMING,
  webhookDeliveryDetail,
  webhookDeliveryList,
  webhookEnvelope,
  webhookUpdate,
  type WebhookDelivery,
  type WebhookDeliveryDetail,
  type WebhookUpdate,
} from '@portal/contract';
import { DEMO, NO_IDLE_LIMIT, OTHER, auth, buildTestApp, type TestApp } from './helpers/build';
import { joinAsDeveloper } from './helpers/members';
import { newKey, newWallet, signedCall, type ApiKey } from './helpers/signed';
import { Receiver, until, verifySignature } from './helpers/webhook-receiver';
import { claimDue } from '../src/modules/webhooks/queue.repository';

// The delivery engine: real HTTP receivers on 127.0.0.1, events written by the partner
// API, and the injectable clock instead of waiting for retry delays.
let t: TestApp;
let demo: string;
let key: ApiKey;
let walletId: string;
let clock = Date.now();
const receivers: Receiver[] = [];
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

beforeAll(async () => {
  // the failing period set to the retry period (3 days), so the one failing delivery disables its endpoint
  t = await buildTestApp({
    env: { WEBHOOK_ALLOW_PRIVATE_URLS: 'true', WEBHOOK_ALLOW_HTTP: 'true', WEBHOOK_DISABLE_AFTER_DAYS: '3', ...NO_IDLE_LIMIT },
  });
  t.setNow(new Date(clock));
  demo = await t.login(DEMO.email, DEMO.password);
  key = await newKey(t, demo);
  walletId = await newWallet(t, key, 'hook@example.com', 'start');
});
afterEach(async () => {
  // Each test starts with no webhooks and working receivers gone.
  for (const w of (await call('GET', '/api-portal/webhook')).json().list) await call('DELETE', `/api-portal/webhook/${w.uuid}`);
  await Promise.all(receivers.splice(0).map((r) => r.down()));
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = demo) =>
  t.app.inject({ method, url, headers: auth(token), ...(payload === undefined ? {} : { payload: payload as object }) });

let signedInAt = clock;
/** Moves the injectable clock (never back) and wakes the worker; signs in again (a fresh step-up) once the window passed. */
async function advanceTo(when: number) {
  clock = Math.max(clock, when);
  t.setNow(new Date(clock));
  if (clock - signedInAt > STEP_UP.windowMs) {
    demo = await t.login(DEMO.email, DEMO.password);
    signedInAt = clock;
  }
  t.app.webhookWorker.nudge();
}
const advance = (ms: number) => advanceTo(clock + ms);

async function receiver() {
  const r = await Receiver.start();
  receivers.push(r);
  return r;
}
async function addWebhook(url: string, secret = 'whsec_test_0123456789abcdef') {
  const r = await call('POST', '/api-portal/webhook', { url, secret });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().uuid as string;
}

let labels = 0;
/** One partner API call that writes one ACCOUNT_UPDATED event; answers the event id. */
async function partnerEvent(): Promise<string> {
  const label = `label-${++labels}`;
  const r = await signedCall(t, key, 'PATCH', `/partner/v1/accounts/${walletId}`, { label });
  expect(r.statusCode, r.body).toBe(200);
  const [row] = await t.ctx.db.query<{ id: string }>(
    "SELECT id::text FROM outbox_events WHERE type = 'ACCOUNT_UPDATED' AND entity->>'label' = $1",
    [label],
  );
  return row!.id;
}

async function deliveries(webhookId: string, query = '') {
  const r = await call('GET', `/api-portal/webhook/${webhookId}/deliveries${query}`);
  expect(r.statusCode, r.body).toBe(200);
  return webhookDeliveryList.parse(r.json());
}
async function detail(webhookId: string, deliveryId: string): Promise<WebhookDeliveryDetail> {
  return webhookDeliveryDetail.parse((await call('GET', `/api-portal/webhook/${webhookId}/deliveries/${deliveryId}`)).json());
}
/** Waits until the webhook's delivery of `eventId` satisfies `check`. */
function deliveryOf(webhookId: string, eventId: string, check: (d: WebhookDelivery) => boolean, what = 'delivery state') {
  return until(
    async () => {
      const d = (await deliveries(webhookId, `?filter=eventId=${eventId}`)).list[0];
      return d && check(d) ? d : undefined;
    },
    10_000,
    what,
  );
}

describe('delivery', () => {
  it('sends each event with the envelope, the event id and a signature that verifies with the documented recipe', async () => {
    const r = await receiver();
    const secret = 'whsec_recipe_check_5f2a9c';
    const id = await addWebhook(r.url, secret);
    const eventId = await partnerEvent();
    await r.waitFor((g) => g.length === 1);
    const got = r.got[0]!;
    expect(got.id).toBe(eventId);
    expect(got.headers['content-type']).toBe('application/json');
    expect(Math.abs(Number(got.ts) - clock / 1000)).toBeLessThan(2);
    expect(verifySignature(secret, got)).toBe(true);
    expect(verifySignature('another-secret', got)).toBe(false);
    expect(verifySignature(secret, { ...got, rawBody: got.rawBody.replace('label-', 'label_') })).toBe(false);
    const envelope = webhookEnvelope.parse(JSON.parse(got.rawBody));
    expect(envelope.type).toBe('ACCOUNT_UPDATED');
    expect(envelope.entity).toMatchObject({ walletId, label: `label-${labels}` });
    expect(new Date(envelope.eventTime).toISOString()).toBe(envelope.eventTime);
    const d = await deliveryOf(id, eventId, (x) => x.status === 'SUCCEEDED');
    expect(d).toMatchObject({ eventType: 'ACCOUNT_UPDATED', attempts: 1, lastStatusCode: 200, nextAttemptDate: null });
    const one = await detail(id, d.id);
    expect(one.payload).toBe(got.rawBody);
    expect(one.attemptList).toEqual([
      expect.objectContaining({ attempt: 1, statusCode: 200, succeeded: true, response: 'answer 200', error: null }),
    ]);
  });

  it('sends every event to each webhook of the partner, and none to another partner', async () => {
    const a = await receiver();
    const b = await receiver();
    await addWebhook(a.url);
    await addWebhook(b.url);
    const other = await receiver();
    const otherSession = await t.login(OTHER.email, OTHER.password);
    await call('POST', '/api-portal/webhook', { url: other.url, secret: 'other-secret-0123456789abcdef' }, otherSession);
    const ids = [await partnerEvent(), await partnerEvent()];
    await a.waitFor((g) => g.length === 2);
    await b.waitFor((g) => g.length === 2);
    expect(a.ids().sort()).toEqual([...ids].sort());
    expect(b.ids().sort()).toEqual([...ids].sort());
    await new Promise((res) => setTimeout(res, 300));
    expect(other.got).toHaveLength(0);
    for (const w of (await call('GET', '/api-portal/webhook', undefined, otherSession)).json().list) {
      await call('DELETE', `/api-portal/webhook/${w.uuid}`, undefined, otherSession);
    }
  });

  it('retries a receiver answering 500 twice then 200: three requests with the same x-webhook-id, 5 s then 5 min apart', async () => {
    const r = await receiver();
    r.answer = (_, n) => (n <= 2 ? { status: 500, body: 'boom' } : 200);
    const id = await addWebhook(r.url);
    const eventId = await partnerEvent();
    const first = await deliveryOf(id, eventId, (d) => d.attempts === 1 && d.status === 'RETRYING');
    expect(Date.parse(first.nextAttemptDate!) - Date.parse(first.lastAttemptDate!)).toBe(5 * SECOND);
    expect(first.lastStatusCode).toBe(500);

    await advance(4 * SECOND);
    await new Promise((res) => setTimeout(res, 700));
    expect(r.got).toHaveLength(1); // not due yet

    await advance(1 * SECOND);
    const second = await deliveryOf(id, eventId, (d) => d.attempts === 2 && d.status === 'RETRYING');
    expect(Date.parse(second.nextAttemptDate!) - Date.parse(second.lastAttemptDate!)).toBe(5 * MINUTE);

    await advanceTo(Date.parse(second.nextAttemptDate!));
    await deliveryOf(id, eventId, (d) => d.status === 'SUCCEEDED');
    expect(r.got).toHaveLength(3);
    expect(new Set(r.ids())).toEqual(new Set([eventId]));
    expect(new Set(r.got.map((g) => g.rawBody)).size).toBe(1);
    expect(r.got.every((g) => verifySignature('whsec_test_0123456789abcdef', g))).toBe(true);
    const d = await detail(id, first.id);
    expect(d.attemptList.map((a) => [a.attempt, a.statusCode, a.succeeded])).toEqual([
      [3, 200, true],
      [2, 500, false],
      [1, 500, false],
    ]);
    expect(d.attemptList[2]!.response).toBe('boom');
    expect(d.attemptList.every((a) => a.durationMs >= 0)).toBe(true);
    await advance(HOUR);
    await new Promise((res) => setTimeout(res, 700));
    expect(r.got).toHaveLength(3);
  });

  it('keeps the first 2 KB of a long answer and the error of a connection that fails', async () => {
    const r = await receiver();
    r.answer = () => ({ status: 502, body: 'x'.repeat(10_000) });
    const id = await addWebhook(r.url);
    const eventId = await partnerEvent();
    const d = await deliveryOf(id, eventId, (x) => x.attempts === 1 && x.status === 'RETRYING');
    expect((await detail(id, d.id)).attemptList[0]!.response).toBe('x'.repeat(WEBHOOK_TIMING.responseKeepBytes));
    await r.down();
    await advance(5 * SECOND);
    await deliveryOf(id, eventId, (x) => x.attempts === 2 && x.status !== 'SENDING');
    const attempt = (await detail(id, d.id)).attemptList[0]!;
    expect(attempt).toMatchObject({ statusCode: null, succeeded: false, response: null });
    expect(attempt.error).toMatch(/ECONNREFUSED/);
  });

  it('delivers everything to a receiver that was down for a while, once it is back', async () => {
    const r = await receiver();
    const id = await addWebhook(r.url);
    await r.down();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await partnerEvent());
    await until(async () => (await deliveries(id, '?filter=status=RETRYING')).count === 5, 10_000, 'five failed first attempts');
    await advance(5 * SECOND);
    await until(
      async () => (await deliveries(id)).list.every((d) => d.attempts === 2 && d.status === 'RETRYING'),
      10_000,
      'second attempts',
    );
    await r.up();
    await advance(5 * MINUTE);
    await r.waitFor((g) => g.length === 5);
    expect(r.ids().sort()).toEqual([...ids].sort());
    await until(async () => (await deliveries(id, '?filter=status=SUCCEEDED')).count === 5, 10_000, 'all succeeded');
  });

  it('retries on the schedule for 3 days, then fails the delivery, disables the endpoint and tells the partner in the inbox', async () => {
    const r = await receiver();
    r.answer = () => 503;
    const id = await addWebhook(r.url);
    const eventId = await partnerEvent();
    let d = await deliveryOf(id, eventId, (x) => x.attempts === 1 && x.status !== 'SENDING');
    while (d.status === 'RETRYING') {
      const n = d.attempts;
      await advanceTo(Date.parse(d.nextAttemptDate!));
      d = await deliveryOf(id, eventId, (x) => x.attempts === n + 1 && x.status !== 'SENDING', `attempt ${n + 1}`);
    }
    expect(d.status).toBe('FAILED');
    const attempts = (await detail(id, d.id)).attemptList.reverse();
    const gaps = attempts.slice(1).map((a, i) => Date.parse(a.date) - Date.parse(attempts[i]!.date));
    expect(gaps).toEqual([5 * SECOND, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR, 10 * HOUR, 24 * HOUR, 24 * HOUR]);
    expect(Date.parse(attempts.at(-1)!.date) - Date.parse(attempts[0]!.date)).toBeGreaterThanOrEqual(72 * HOUR);
    expect(r.got).toHaveLength(10);

    const hook = (await call('GET', `/api-portal/webhook/${id}`)).json();
    expect(hook).toMatchObject({ enabled: false, disabledReason: 'FAILING' });
    const inbox = await t.ctx.db.query<{ title: string; message_html: string }>(
      `SELECT t.title, m.message_html FROM tickets t JOIN ticket_messages m ON m.ticket_id = t.id JOIN users u ON u.id = t.user_id
        WHERE lower(u.email) = $1 AND t.incident_type = 'NOTIFICATION' AND t.title = 'Webhook disabled'`,
      [DEMO.email],
    );
    expect(inbox).toHaveLength(1);
    expect(inbox[0]!.message_html).toContain(r.url);

    // While disabled, events are held; enabling sends them, and a replay sends the failed one.
    const held = await partnerEvent();
    await deliveryOf(id, held, (x) => x.status === 'ON_HOLD');
    await new Promise((res) => setTimeout(res, 600));
    expect(r.got).toHaveLength(10);
    expect((await call('POST', `/api-portal/webhook/${id}/test`)).json().error).toBe('webhook_disabled');
    r.answer = () => 204;
    const enabled = await call('PUT', `/api-portal/webhook/${id}/enabled`, { enabled: true });
    expect(enabled.json()).toMatchObject({ enabled: true, disabledReason: null, failingSince: null });
    await deliveryOf(id, held, (x) => x.status === 'SUCCEEDED');
    expect(r.got.at(-1)!.id).toBe(held);
    const replay = await call('POST', `/api-portal/webhook/${id}/replay`, {
      since: new Date(Date.parse(attempts[0]!.date) - MINUTE).toISOString(),
    });
    expect(replay.json()).toEqual({ replayed: 1 });
    await deliveryOf(id, eventId, (x) => x.status === 'SUCCEEDED');
    expect(r.got.at(-1)!.id).toBe(eventId);
  });

  it('holds deliveries while the partner disables a webhook and sends them when it is enabled again', async () => {
    const r = await receiver();
    const id = await addWebhook(r.url);
    const off = await call('PUT', `/api-portal/webhook/${id}/enabled`, { enabled: false });
    expect(off.json()).toMatchObject({ enabled: false, disabledReason: 'MANUAL' });
    const eventId = await partnerEvent();
    await deliveryOf(id, eventId, (x) => x.status === 'ON_HOLD' && x.nextAttemptDate === null);
    await new Promise((res) => setTimeout(res, 600));
    expect(r.got).toHaveLength(0);
    await call('PUT', `/api-portal/webhook/${id}/enabled`, { enabled: true });
    await r.waitFor((g) => g.length === 1);
    expect(r.ids()).toEqual([eventId]);
  });

  it("wakes this process's worker once a change that emitted an event committed, not at its next poll", async () => {
    await addWebhook((await receiver()).url);
    const woken = vi.spyOn(t.app.webhookWorker, 'nudge');
    try {
      await newWallet(t, key, 'woken@example.com');
      expect(woken).toHaveBeenCalled();
    } finally {
      woken.mockRestore();
    }
  });
});

describe('test event, resend, replay, log', () => {
  it('sends a test event to one webhook only', async () => {
    const a = await receiver();
    const b = await receiver();
    const id = await addWebhook(a.url, 'secret-a-0123456789abcdefgh');
    await addWebhook(b.url);
    const sent = await call('POST', `/api-portal/webhook/${id}/test`);
    expect(sent.statusCode, sent.body).toBe(200);
    // deprecated for test-event, and says so
    expect(sent.headers).toMatchObject({ deprecation: 'true', link: `</api-portal/webhook/${id}/test-event>; rel="successor-version"` });
    expect(sent.json()).toMatchObject({ eventType: 'WEBHOOK_TEST', status: 'QUEUED', webhookId: id });
    await a.waitFor((g) => g.length === 1);
    const got = a.got[0]!;
    expect(got.id).toBe(sent.json().eventId);
    expect(verifySignature('secret-a-0123456789abcdefgh', got)).toBe(true);
    expect(JSON.parse(got.rawBody)).toMatchObject({ type: 'WEBHOOK_TEST', entity: { webhookId: id } });
    await new Promise((res) => setTimeout(res, 300));
    expect(b.got).toHaveLength(0);
  });

  it('resends one event with the same x-webhook-id and body', async () => {
    const r = await receiver();
    const id = await addWebhook(r.url);
    const eventId = await partnerEvent();
    const d = await deliveryOf(id, eventId, (x) => x.status === 'SUCCEEDED');
    const again = await call('POST', `/api-portal/webhook/${id}/deliveries/${d.id}/resend`);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ id: d.id, status: 'QUEUED' });
    await r.waitFor((g) => g.length === 2);
    expect(r.got[1]!.id).toBe(eventId);
    expect(r.got[1]!.rawBody).toBe(r.got[0]!.rawBody);
    const after = await deliveryOf(id, eventId, (x) => x.status === 'SUCCEEDED' && x.attempts === 2);
    expect((await detail(id, after.id)).attemptList.map((a) => a.attempt)).toEqual([2, 1]);
    expect((await call('POST', `/api-portal/webhook/${id}/deliveries/00000000-0000-4000-8000-000000000000/resend`)).statusCode).toBe(404);
  });

  it('replays only failed deliveries created since the chosen time', async () => {
    const r = await receiver();
    const id = await addWebhook(r.url);
    r.answer = () => 500;
    const before = await partnerEvent();
    await deliveryOf(id, before, (x) => x.status === 'RETRYING');
    await advance(HOUR);
    const since = new Date(clock).toISOString();
    const after = await partnerEvent();
    const ok = await t.app.inject({ method: 'POST', url: `/api-portal/webhook/${id}/test`, headers: auth(demo) });
    await deliveryOf(id, after, (x) => x.status === 'RETRYING');
    await until(async () => (await deliveries(id, '?filter=status=RETRYING')).count === 3, 10_000, 'three failures');
    r.answer = (g) => (g.id === ok.json().eventId ? 500 : 200);
    const got = r.got.length;
    const replay = await call('POST', `/api-portal/webhook/${id}/replay`, { since });
    expect(replay.json()).toEqual({ replayed: 2 });
    expect(replay.headers).toMatchObject({ deprecation: 'true', link: `</api-portal/webhook/${id}/recover>; rel="successor-version"` });
    await deliveryOf(id, after, (x) => x.status === 'SUCCEEDED');
    await r.waitFor((g) => g.length === got + 2);
    expect(
      r.got
        .slice(got)
        .map((g) => g.id)
        .sort(),
    ).toEqual([after, ok.json().eventId].sort());
    expect((await deliveries(id, `?filter=eventId=${before}`)).list[0]!.status).toBe('RETRYING');
    expect((await call('POST', `/api-portal/webhook/${id}/replay`, { since: 'yesterday' })).statusCode).toBe(417);
  });

  it('lists deliveries newest first, by page, filtered by status; refuses unknown filters', async () => {
    const r = await receiver();
    const id = await addWebhook(r.url);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      await advance(SECOND);
      ids.push(await partnerEvent());
    }
    await r.waitFor((g) => g.length === 3);
    await until(async () => (await deliveries(id, '?filter=status=SUCCEEDED')).count === 3, 10_000, 'three successes');
    const page0 = await deliveries(id, '?take=2&skip=0');
    const page1 = await deliveries(id, '?take=2&skip=1');
    expect(page0.count).toBe(3);
    expect([...page0.list, ...page1.list].map((d) => d.eventId)).toEqual([...ids].reverse());
    expect((await deliveries(id, '?filter=status=FAILED')).count).toBe(0);
    for (const q of ['?filter=url=x', '?filter=status=LOST', '?take=101', '?skip=-1', '?orderBy=url']) {
      const bad = await call('GET', `/api-portal/webhook/${id}/deliveries${q}`);
      expect(bad.statusCode, q).toBe(417);
      expect(bad.json().error).toBe('invalid_param');
    }
  });

  it('claims due deliveries without overlap when two claims run at once (FOR UPDATE SKIP LOCKED)', async () => {
    const r = await receiver();
    await t.app.webhookWorker.stop();
    try {
      const id = await addWebhook(r.url);
      for (let i = 0; i < 20; i++) await call('POST', `/api-portal/webhook/${id}/test`);
      const now = new Date(clock + SECOND);
      const [a, b] = await Promise.all([
        claimDue(t.ctx.db, { now, limit: 15, leaseMs: 60_000 }),
        claimDue(t.ctx.db, { now, limit: 15, leaseMs: 60_000 }),
      ]);
      const ids = [...a, ...b].map((d) => d.id);
      expect(ids).toHaveLength(20);
      expect([...a, ...b].every((d) => d.claimed)).toBe(true);
      expect(new Set(ids).size).toBe(20);
      expect(await claimDue(t.ctx.db, { now, limit: 15, leaseMs: 60_000 })).toHaveLength(0);
      expect((await deliveries(id, '?filter=status=SENDING')).count).toBe(20);
      // A webhook disabled while its deliveries were already due (a race): they go on hold, unsent.
      for (let i = 0; i < 3; i++) await call('POST', `/api-portal/webhook/${id}/test`);
      await t.ctx.db.query('UPDATE webhooks SET enabled = false WHERE id = $1', [id]);
      const raced = await claimDue(t.ctx.db, { now, limit: 15, leaseMs: 60_000 });
      expect(raced.map((d) => d.claimed)).toEqual([false, false, false]);
      expect((await deliveries(id, '?filter=status=ON_HOLD')).count).toBe(3);
    } finally {
      t.app.webhookWorker.start();
    }
  });
});

describe('live updates', () => {
  let socket: Socket | undefined;
  afterAll(() => socket?.close());

  it("pushes each attempt to the partner's users on the /api-user socket ('update', kind webhook-delivery)", async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const addr = t.app.server.address();
    const port = typeof addr === 'object' && addr ? addr.port : 0;
    socket = connect(`http://127.0.0.1:${port}/api-user`, { query: { token: demo }, transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket!.on('connect', () => resolve());
      socket!.on('connect_error', reject);
    });
    const updates: WebhookUpdate[] = [];
    socket.on('update', (u: unknown) => {
      const parsed = webhookUpdate.safeParse(u);
      if (parsed.success) updates.push(parsed.data);
    });
    // a Viewer without personal data gets 403 on GET /webhook: its socket hears no webhook updates either
    const viewer = await joinAsDeveloper(t, demo, 'live.viewer@partner.test');
    await t.ctx.db.query("UPDATE users SET role = 'VIEWER_NO_PII' WHERE id = $1", [viewer.userId]);
    expect((await call('GET', '/api-portal/webhook', undefined, viewer.token)).statusCode).toBe(403);
    const viewerSocket = connect(`http://127.0.0.1:${port}/api-user`, {
      query: { token: viewer.token },
      transports: ['websocket'],
      reconnection: false,
    });
    const heard: unknown[] = [];
    viewerSocket.on('update', (u: unknown) => heard.push(u));
    await new Promise<void>((resolve, reject) => {
      viewerSocket.on('connect', () => resolve());
      viewerSocket.on('connect_error', reject);
    });
    await new Promise((r) => setTimeout(r, 5_100)); // past the audience cache
    const r = await receiver();
    const id = await addWebhook(r.url);
    const eventId = await partnerEvent();
    await until(
      async () => updates.find((u) => u.kind === 'webhook-delivery' && u.delivery.eventId === eventId && u.delivery.status === 'SUCCEEDED'),
      5000,
      'live update',
    );
    expect(updates.every((u) => u.webhookId === id)).toBe(true);
    await call('PUT', `/api-portal/webhook/${id}/enabled`, { enabled: false });
    await until(async () => updates.find((u) => u.kind === 'webhook' && !u.enabled), 5000, 'webhook update');
    viewerSocket.close();
    expect(heard.filter((u) => webhookUpdate.safeParse(u).success)).toEqual([]);
  });
});

import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  WEBHOOK_HEALTH_API,
  pathOf,
  webhookDeliveryDetail,
  webhookDeliveryList,
  webhookHealth,
  webhookHealthBadges,
} from '@portal/contract';
import { DEMO, OTHER, auth, buildTestApp, type TestApp } from './helpers/build';
import { Receiver, until } from './helpers/webhook-receiver';

// Endpoint health: a real receiver that fails one attempt in four (HTTP 500) and answers two
// attempts slowly; the figures must match the attempts the delivery log shows.
let t: TestApp;
let demo: string;
let receiver: Receiver;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let clock = Date.UTC(2030, 8, 10, 10, 30, 0);

beforeAll(async () => {
  t = await buildTestApp({ env: { WEBHOOK_ALLOW_PRIVATE_URLS: 'true', WEBHOOK_ALLOW_HTTP: 'true' } });
  t.setNow(new Date(clock));
  demo = await t.login(DEMO.email, DEMO.password);
  receiver = await Receiver.start();
  receiver.answer = (_r, n) => (n % 4 === 0 ? 500 : n === 6 || n === 13 ? { status: 200, delayMs: 250 } : 200);
});
afterAll(async () => {
  await receiver.down();
  await t.close();
});

const call = (method: 'GET' | 'POST', url: string, token = demo) => t.app.inject({ method, url, headers: auth(token) });
const health = async (id: string, token = demo) => {
  const r = await call('GET', pathOf(WEBHOOK_HEALTH_API.get, { id }), token);
  expect(r.statusCode, r.body).toBe(200);
  return webhookHealth.parse(r.json());
};
/** the list's badges, one call for every webhook of the signed-in partner */
const badges = async (token = demo) => {
  const r = await call('GET', WEBHOOK_HEALTH_API.badges.path, token);
  expect(r.statusCode, r.body).toBe(200);
  return webhookHealthBadges.parse(r.json()).list;
};

/** percentile_disc: the smallest observed value with at least p of the values at or below it */
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.ceil(p * values.length) - 1]!;

/** n test events, one after the other (so that answer times are the receiver's, not a queue's). */
async function sendEvents(id: string, n: number) {
  for (let i = 0; i < n; i++) {
    const before = receiver.got.length;
    expect((await call('POST', `/api-portal/webhook/${id}/test`)).statusCode).toBe(200);
    t.app.webhookWorker.nudge();
    await receiver.waitFor((g) => g.length > before);
  }
  await until(async () => {
    const list = webhookDeliveryList.parse((await call('GET', `/api-portal/webhook/${id}/deliveries?take=100`)).json()).list;
    return list.every((d) => d.attempts > 0 && d.status !== 'SENDING') || undefined;
  });
}

it('gives the success rate, p50/p95 answer times and attempts by outcome over 24 h and 7 days, with a badge', async () => {
  const created = await call('POST', '/api-portal/webhook');
  expect(created.statusCode).toBe(417); // no body: the url is named
  const add = await t.app.inject({
    method: 'POST',
    url: '/api-portal/webhook',
    headers: auth(demo),
    payload: { url: receiver.url, secret: 'whsec_health_test_0123456789abcdef' },
  });
  const id = add.json().uuid as string;
  const empty = await health(id);
  expect(empty).toMatchObject({ badge: 'NO_TRAFFIC', last24h: { attempts: 0, successRate: null, p50Ms: null, p95Ms: null } });
  expect(empty.hourly).toHaveLength(24);
  expect(empty.daily).toHaveLength(7);
  expect(await badges()).toContainEqual({ uuid: id, badge: 'NO_TRAFFIC', last24h: empty.last24h });

  await sendEvents(id, 20);
  const list = webhookDeliveryList.parse((await call('GET', `/api-portal/webhook/${id}/deliveries?take=100`)).json()).list;
  const durations: number[] = [];
  for (const d of list) {
    const detail = webhookDeliveryDetail.parse((await call('GET', `/api-portal/webhook/${id}/deliveries/${d.id}`)).json());
    durations.push(...detail.attemptList.map((a) => a.durationMs));
  }
  expect(durations).toHaveLength(20);

  const h = await health(id);
  expect(h.last24h).toEqual({
    attempts: 20,
    succeeded: 15,
    successRate: 0.75,
    p50Ms: percentile(durations, 0.5),
    p95Ms: percentile(durations, 0.95),
  });
  expect(h.last24h.p95Ms).toBeGreaterThanOrEqual(250);
  expect(h.last24h.p50Ms).toBeLessThanOrEqual(h.last24h.p95Ms!);
  expect(h.badge).toBe('DEGRADED');
  expect(h.last7d).toEqual(h.last24h);
  // the list's one call gives the same badge and figures as the endpoint's own health
  expect((await badges()).find((b) => b.uuid === id)).toEqual({ uuid: id, badge: h.badge, last24h: h.last24h });
  // the current hour (UTC, the last bucket) holds them all: 15 answered 2xx, 5 answered 500
  expect(h.hourly.at(-1)).toEqual({ start: '2030-09-10T10:00:00.000Z', succeeded: 15, failed: 5, noAnswer: 0 });
  expect(h.hourly[0]!.start).toBe('2030-09-09T11:00:00.000Z');
  expect(h.daily.at(-1)).toEqual({ start: '2030-09-10T00:00:00.000Z', succeeded: 15, failed: 5, noAnswer: 0 });

  // Two days later the 5 failed ones are retried and succeed, 8 more succeed and one gets no answer:
  // 24 h counts only these.
  receiver.answer = () => 200;
  clock += 2 * DAY;
  t.setNow(new Date(clock));
  demo = await t.login(DEMO.email, DEMO.password);
  t.app.webhookWorker.nudge();
  await receiver.waitFor((g) => g.length === 25);
  await sendEvents(id, 8);
  await receiver.down();
  expect((await call('POST', `/api-portal/webhook/${id}/test`)).statusCode).toBe(200);
  t.app.webhookWorker.nudge();
  await until(async () => (await health(id)).last24h.attempts === 14 || undefined);
  const later = await health(id);
  expect(later.last24h).toMatchObject({ attempts: 14, succeeded: 13 });
  expect(later.last24h.successRate).toBeCloseTo(13 / 14);
  expect(later.badge).toBe('DEGRADED');
  expect((await badges()).find((b) => b.uuid === id)).toEqual({ uuid: id, badge: later.badge, last24h: later.last24h });
  expect(later.last7d).toMatchObject({ attempts: 34, succeeded: 28 });
  expect(later.hourly.at(-1)).toMatchObject({ succeeded: 13, failed: 0, noAnswer: 1 });
  expect(later.daily.map((d) => d.succeeded + d.failed + d.noAnswer)).toEqual([0, 0, 0, 0, 20, 0, 14]);
  await receiver.up();

  // another partner's webhook is not found
  const other = await t.login(OTHER.email, OTHER.password);
  expect((await call('GET', pathOf(WEBHOOK_HEALTH_API.get, { id }), other)).statusCode).toBe(404);
  expect((await badges(other)).map((b) => b.uuid)).not.toContain(id);
});

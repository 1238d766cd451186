import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS_RETENTION_DAYS, EVENTS_STREAM_HEARTBEAT_MS, partnerEvent, partnerEventList, webhookEnvelope } from '@portal/contract';
import { DEMO, OTHER, auth, buildTestApp, liftedLimitsBrands, type TestApp } from './helpers/build';
import { newKey, signedCall, type ApiKey } from './helpers/signed';
import { openEventStream } from './helpers/event-stream';
import { joinAsDeveloper } from './helpers/members';
import { Receiver, until, verifySignature } from './helpers/webhook-receiver';
import { RETENTION_RULES } from '../src/modules/retention/retention.service';
import { emitEvent } from '../src/infra/outbox';

// The Events API: the partner's outbox events listed, read, streamed and fired as tests.
let t: TestApp;
let session: string;
let key: ApiKey;
let otherKey: ApiKey;
let clientId: string;
let base: string;
beforeAll(async () => {
  t = await buildTestApp({ brands: liftedLimitsBrands(), env: { WEBHOOK_ALLOW_PRIVATE_URLS: 'true', WEBHOOK_ALLOW_HTTP: 'true' } });
  session = await t.login(DEMO.email, DEMO.password);
  key = await newKey(t, session);
  otherKey = await newKey(t, await t.login(OTHER.email, OTHER.password));
  const c = await signedCall(t, key, 'POST', '/partner/v1/clients', {
    type: 'EXTERNAL_INDIVIDUAL',
    email: 'events@example.com',
    firstName: 'Eva',
    lastName: 'Events',
  });
  clientId = c.json().clientId;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

let n = 0;
const call = (method: string, url: string, body?: unknown, k = key) =>
  signedCall(t, k, method, method === 'GET' ? `${url}${url.includes('?') ? '&' : '?'}_=${++n}` : url, body);
const openAccount = async (label: string) => {
  const r = await call('POST', '/partner/v1/accounts', { clientId, currency: 'EUR', label });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().walletId as string;
};
/** The outbox id of the last event about this wallet. */
const eventOf = async (walletId: string) =>
  (
    await t.ctx.db.query<{ id: string }>(
      `SELECT id FROM outbox_events WHERE entity->>'walletId' = $1 ORDER BY event_time DESC, seq DESC LIMIT 1`,
      [walletId],
    )
  )[0]!.id;

describe('GET /partner/v1/events', () => {
  it('lists the partner’s events newest first in cursor pages, no row twice, none missed', async () => {
    const wallets: string[] = [];
    for (let i = 0; i < 5; i++) {
      t.setNow(new Date(Date.UTC(2030, 0, 1, 10, i)));
      wallets.push(await openAccount(`page ${i}`));
    }
    t.setNow(new Date(Date.UTC(2030, 0, 1, 11)));
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const q: string = `/partner/v1/events?since=2030-01-01T00:00:00Z&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const r = await call('GET', q);
      expect(r.statusCode).toBe(200);
      const page = partnerEventList.parse(r.json());
      expect(page.list.length).toBeLessThanOrEqual(2);
      seen.push(...page.list.map((e) => String(e.entity.walletId)));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual([...wallets].reverse());
    t.setNow(new Date());
  });

  it('filters by type, since and until; the event answers as its webhook deliveries carry it', async () => {
    const wallet = await openAccount('filtered');
    await call('PATCH', `/partner/v1/accounts/${wallet}`, { label: 'changed' });
    const updated = await call('GET', '/partner/v1/events?type=ACCOUNT_UPDATED&limit=100');
    expect(updated.json().list.length).toBeGreaterThan(0);
    expect(updated.json().list.every((e: { type: string }) => e.type === 'ACCOUNT_UPDATED')).toBe(true);
    expect(updated.json().list[0]).toMatchObject({ type: 'ACCOUNT_UPDATED', test: false, entity: { walletId: wallet, label: 'changed' } });
    const window = await call('GET', '/partner/v1/events?since=2030-01-01T10:01:00Z&until=2030-01-01T10:03:00Z');
    expect(window.json().list.map((e: { eventTime: string }) => e.eventTime)).toEqual([
      '2030-01-01T10:02:00.000Z',
      '2030-01-01T10:01:00.000Z',
    ]);
    const id = await eventOf(wallet);
    const one = await call('GET', `/partner/v1/events/${id}`);
    expect(one.statusCode).toBe(200);
    expect(partnerEvent.parse(one.json())).toMatchObject({ id, type: 'ACCOUNT_UPDATED' });
  });

  it('answers 417 naming a bad filter or cursor, and 404 for another partner’s event or a non-id', async () => {
    for (const [q, param] of [
      ['type=NOPE', 'type'],
      ['since=yesterday', 'since'],
      ['limit=1000', 'limit'],
      ['cursor=garbage', 'cursor'],
    ]) {
      const r = await call('GET', `/partner/v1/events?${q}`);
      expect(r.statusCode, q).toBe(417);
      expect(r.json().error_param, q).toBe(param);
    }
    const mine = await eventOf(await openAccount('mine'));
    const theirs = await call('GET', `/partner/v1/events/${mine}`, undefined, otherKey);
    expect(theirs.statusCode).toBe(404);
    expect(
      (await call('GET', '/partner/v1/events?limit=100', undefined, otherKey)).json().list.map((e: { id: string }) => e.id),
    ).not.toContain(mine);
    expect((await call('GET', '/partner/v1/events/not-an-id')).statusCode).toBe(404);
  });

  it('needs the scope events:read; firing a test event needs events:write', async () => {
    const clientsOnly = await newKey(t, session, 'clients only', { access: 'RESTRICTED', scopes: ['clients:read'] });
    const refused = await call('GET', '/partner/v1/events', undefined, clientsOnly);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'scope_denied' });
    const reader = await newKey(t, session, 'events reader', { access: 'RESTRICTED', scopes: ['events:read'] });
    expect((await call('GET', '/partner/v1/events', undefined, reader)).statusCode).toBe(200);
    const trigger = await call('POST', '/partner/v1/events/trigger', { type: 'ACCOUNT_CREATED' }, reader);
    expect(trigger.statusCode).toBe(403);
    expect(trigger.json()).toMatchObject({ error: 'scope_denied' });
  });

  it(`keeps events ${EVENTS_RETENTION_DAYS} days, even where webhook deliveries are kept less`, () => {
    const rule = RETENTION_RULES.find((r) => r.table === 'outbox_events')!;
    expect(rule.keepMs({ ...t.ctx.env, RETENTION_WEBHOOK_DAYS: 7 }) / 86_400_000).toBe(EVENTS_RETENTION_DAYS);
    expect(rule.keepMs({ ...t.ctx.env, RETENTION_WEBHOOK_DAYS: 120 }) / 86_400_000).toBe(120);
  });
});

describe('POST /partner/v1/events/trigger', () => {
  it('fires a test event through the real pipeline: a signed delivery to each webhook, marked test', async () => {
    const receiver = await Receiver.start();
    const secret = 'trigger-secret-0123456789abcdef';
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api-portal/webhook',
      headers: auth(session),
      payload: { url: receiver.url, secret },
    });
    expect(hook.statusCode).toBe(200);
    try {
      const r = await call('POST', '/partner/v1/events/trigger', { type: 'CARD_CREATED' });
      expect(r.statusCode).toBe(201);
      const event = partnerEvent.parse(r.json());
      expect(event).toMatchObject({ type: 'CARD_CREATED', test: true, entity: { test: true } });
      await receiver.waitFor((got) => got.some((g) => g.id === event.id), 10_000, 'the test event');
      const got = receiver.got.find((g) => g.id === event.id)!;
      expect(verifySignature(secret, got)).toBe(true);
      expect(webhookEnvelope.parse(JSON.parse(got.rawBody))).toMatchObject({ type: 'CARD_CREATED', entity: { test: true } });
      expect((await call('GET', `/partner/v1/events/${event.id}`)).json()).toEqual(event);
      const bad = await call('POST', '/partner/v1/events/trigger', { type: 'NOT_A_TYPE' });
      expect(bad.statusCode).toBe(417);
      expect(bad.json().error_param).toBe('type');
    } finally {
      await t.app.inject({ method: 'DELETE', url: `/api-portal/webhook/${hook.json().uuid}`, headers: auth(session) });
      await receiver.down();
    }
  });

  it('is refused where the portal turns test events off (EVENTS_TRIGGER=false; the default in production)', async () => {
    t.ctx.env.EVENTS_TRIGGER = false;
    try {
      const r = await call('POST', '/partner/v1/events/trigger', { type: 'ACCOUNT_CREATED' });
      expect(r.statusCode).toBe(417);
      expect(r.json()).toMatchObject({ error: 'test_events_disabled' });
    } finally {
      t.ctx.env.EVENTS_TRIGGER = undefined;
    }
  });
});

/** A signed stream over real HTTP to this test's app, its events collected as they come. */
const openStream = (o: { after?: string; lastEventId?: string; k?: ApiKey } = {}) => openEventStream(base, o.k ?? key, o);

describe('GET /partner/v1/events/stream', () => {
  it('streams a new event caused by a partner API call, as Server-Sent Events', async () => {
    const s = await openStream();
    expect(s.res.status).toBe(200);
    expect(s.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    try {
      const wallet = await openAccount('streamed');
      await until(async () => s.events.some((e) => e.entity.walletId === wallet), 10_000, 'the streamed event');
      const e = s.events.find((x) => x.entity.walletId === wallet)!;
      expect(e).toMatchObject({ type: 'ACCOUNT_CREATED', id: await eventOf(wallet) });
      expect(s.frames.some((f) => f.startsWith(`id: ${e.id}\n`))).toBe(true);
    } finally {
      await s.close();
    }
  });

  // transaction ids are the PostgreSQL server's: one left open on another database (another application, another
  // test file on CI's server) cannot write this outbox, so it does not hold the stream back
  it.runIf(!!process.env.TEST_DATABASE_URL)(
    'streams at once while a transaction is left open on another database of the server',
    async () => {
      const other = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await other.connect();
      const s = await openStream();
      try {
        await other.query('BEGIN');
        await other.query('SELECT pg_current_xact_id()');
        const wallet = await openAccount('beside an open transaction');
        await until(async () => s.events.some((e) => e.entity.walletId === wallet), 5_000, 'the streamed event');
      } finally {
        await s.close();
        await other.query('ROLLBACK');
        await other.end();
      }
    },
  );

  it('resumes on a process whose feed starts again without losing an event written while the feed finds its place', async () => {
    const lastId = await eventOf(await openAccount('before the feed rests'));
    await new Promise((res) => setTimeout(res, 700)); // no stream open: the feed forgets its place at its next poll
    const db = t.ctx.db;
    const query = db.query.bind(db);
    let written: string | undefined;
    let armed = true;
    // The feed's first read (the newest settled event) is held back, and an account is opened meanwhile: the
    // stream's own first read can then run before it, as it did under load in the cluster test.
    db.query = (async (sql: string, params?: unknown[]) => {
      if (armed && sql.includes('tx DESC')) {
        armed = false;
        await new Promise((res) => setTimeout(res, 300));
        written = await openAccount('while the feed starts again');
      }
      return query(sql, params);
    }) as typeof db.query;
    const s = await openStream({ lastEventId: lastId });
    try {
      await until(async () => written !== undefined, 10_000, 'the account opened while the feed started');
      await until(async () => s.events.some((e) => e.entity.walletId === written), 5_000, 'its event on the stream');
    } finally {
      db.query = query;
      await s.close();
    }
  });

  it('resumes after a disconnect with Last-Event-ID or ?after=: the missed events, in order, none twice', async () => {
    const first = await openStream();
    const a = await openAccount('before drop');
    await until(async () => first.events.some((e) => e.entity.walletId === a), 10_000, 'the first event');
    await first.close();
    const lastId = first.events[first.events.length - 1]!.id;
    const missed = [await openAccount('missed 1'), await openAccount('missed 2')];
    const again = await openStream({ lastEventId: lastId });
    const live = await openAccount('after resume');
    try {
      await until(async () => again.events.some((e) => e.entity.walletId === live), 10_000, 'the live event after resume');
      expect(again.events.map((e) => e.entity.walletId)).toEqual([...missed, live]);
      const ids = again.events.map((e) => e.id);
      expect(new Set(ids).size).toBe(ids.length);
    } finally {
      await again.close();
    }
    // the same with the signed query parameter
    const viaQuery = await openStream({ after: lastId });
    try {
      await until(async () => viaQuery.events.length >= 3, 10_000, 'the events after ?after=');
      expect(viaQuery.events.map((e) => e.entity.walletId)).toEqual([...missed, live]);
    } finally {
      await viaQuery.close();
    }
  });

  it('delivers an event another server process wrote (no call to this one), and logs the stream in the request log', async () => {
    const s = await openStream();
    try {
      await until(async () => s.frames.some((f) => f.includes(': connected')), 5_000, 'the stream open');
      // what another process's write looks like here: a row committed to the shared table, no nudge
      const partnerId = (
        await t.ctx.db.query<{ partner_id: string }>('SELECT partner_id FROM clients WHERE client_id = $1', [clientId])
      )[0]!.partner_id;
      const id = await t.ctx.db.transaction((tx) =>
        emitEvent(tx, { partnerId, environment: 'live', type: 'CARD_UPDATED', entity: { walletId: 'elsewhere' }, eventTime: new Date() }),
      );
      await until(async () => s.events.some((e) => e.id === id), 5_000, 'the event of another process');
    } finally {
      await s.close();
    }
    await t.app.requestLog.flush();
    await until(
      async () =>
        (await t.ctx.db.query(`SELECT 1 FROM partner_api_requests WHERE path LIKE '/partner/v1/events/stream%' AND status = 200`)).length >
        0,
      5_000,
      'the stream in the request log',
    );
  });

  // each as another process would do it: straight in the shared tables, no call to this one
  const keyStops: Array<[string, (k: ApiKey) => Promise<unknown>, () => Promise<string>]> = [
    ['deleted', (k) => t.ctx.db.query('UPDATE api_secrets SET deleted_at = now() WHERE id = $1', [k.id]), async () => session],
    [
      'expired',
      (k) => t.ctx.db.query('UPDATE api_secrets SET expires_at = $2 WHERE id = $1', [k.id, new Date(t.ctx.now().getTime() - 1000)]),
      async () => session,
    ],
    [
      'made by a member since disabled',
      (k) => t.ctx.db.query('UPDATE users SET disabled = true WHERE id = (SELECT created_by FROM api_secrets WHERE id = $1)', [k.id]),
      async () => (await joinAsDeveloper(t, session, 'streaming.dev@partner.test')).token,
    ],
  ];
  it.each(keyStops)(
    'ends within a moment when its key is %s, by any process, and sends nothing on it afterwards',
    async (how, stop, owner) => {
      const k = await newKey(t, await owner(), 'stopped while streaming');
      const s = await openStream({ k });
      try {
        await until(async () => s.frames.some((f) => f.includes(': connected')), 5_000, 'the stream open');
        const deleted = Date.now();
        await stop(k);
        await openAccount(`after its key was ${how}`); // a body of its own: the same signature twice is a replay
        await until(async () => s.frames.some((f) => f.startsWith('event: end')), 5_000, 'the end of the stream');
        expect(Date.now() - deleted).toBeLessThan(EVENTS_STREAM_HEARTBEAT_MS);
        expect(s.events).toEqual([]);
      } finally {
        await s.close();
      }
    },
  );

  it('shows a key only the events whose entity it may read: account events need accounts:read, card events cards:read', async () => {
    const eventsOnly = await newKey(t, session, 'events only', { access: 'RESTRICTED', scopes: ['events:read'] });
    const cardsToo = await newKey(t, session, 'events and cards', { access: 'RESTRICTED', scopes: ['events:read', 'cards:read'] });
    const bare = await openStream({ k: eventsOnly });
    const cards = await openStream({ k: cardsToo });
    try {
      const wallet = await openAccount('IBAN not for an events-only key');
      const accountEvent = await eventOf(wallet);
      expect((await call('GET', `/partner/v1/accounts/${wallet}`, undefined, eventsOnly)).statusCode).toBe(403);
      const cardEvent = (await call('POST', '/partner/v1/events/trigger', { type: 'CARD_UPDATED' })).json().id as string;
      await until(async () => cards.events.some((e) => e.id === cardEvent), 10_000, 'the card event');
      await new Promise((res) => setTimeout(res, 300)); // the same feed read handed the account event to both streams
      expect(cards.events.map((e) => e.id)).toEqual([cardEvent]);
      expect(bare.events).toEqual([]);
      // the list and the event by id: the same rule
      const listed = async (k: ApiKey) =>
        ((await call('GET', '/partner/v1/events?limit=100', undefined, k)).json().list as { id: string }[]).map((e) => e.id);
      expect(await listed(eventsOnly)).toEqual([]);
      expect(await listed(cardsToo)).toContain(cardEvent);
      expect(await listed(cardsToo)).not.toContain(accountEvent);
      expect(await listed(key)).toContain(accountEvent);
      expect((await call('GET', `/partner/v1/events/${accountEvent}`, undefined, eventsOnly)).statusCode).toBe(404);
      expect((await call('GET', `/partner/v1/events/${cardEvent}`, undefined, cardsToo)).statusCode).toBe(200);
    } finally {
      await bare.close();
      await cards.close();
    }
  });

  it('shows another partner nothing, and refuses an unknown resume id (417 naming it) or an unsigned stream', async () => {
    const other = await openStream({ k: otherKey });
    const mine = await openAccount('not theirs');
    const id = await eventOf(mine);
    // an event of the other partner, written after mine, proves the stream was live meanwhile
    const theirs = (await call('POST', '/partner/v1/events/trigger', { type: 'ACCOUNT_UPDATED' }, otherKey)).json().id;
    await until(async () => other.events.some((e) => e.id === theirs), 10_000, "the other partner's event");
    await other.close();
    expect(other.events.map((e) => e.id)).toEqual([theirs]);
    const foreign = await openStream({ k: otherKey, after: id });
    expect(foreign.res.status).toBe(417);
    expect(await foreign.res.json()).toMatchObject({ error: 'invalid_param', error_param: 'after' });
    const unsigned = await fetch(`${base}/partner/v1/events/stream`);
    expect(unsigned.status).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, auth, buildTestApp, type TestApp } from './helpers/build';
import { Receiver, until } from './helpers/webhook-receiver';
import { listen, socketClients } from './helpers/sockets';
import { newKey } from './helpers/signed';
import { openEventStream } from './helpers/event-stream';
import { NAMESPACES } from '@portal/contract';
import Fastify from 'fastify';
import pg from 'pg';
import { healthPlugin } from '../src/plugins/health';

// Operations: the probes a load balancer and an orchestrator use, and the Prometheus
// metrics, scraped and parsed as Prometheus would.

const TOKEN = 'metrics-token-0123456789abcdef';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The Prometheus text format (0.0.4): `name{label="value",…} number`, comments and blank lines skipped. */
function parseMetrics(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)$/.exec(line);
    if (!m) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const l of (m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[l[1]!] = l[2]!.replace(/\\(.)/g, '$1');
    samples.push({ name: m[1]!, labels, value: Number(m[3]) });
  }
  return samples;
}

const value = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { METRICS_TOKEN: TOKEN, WEBHOOK_ALLOW_PRIVATE_URLS: 'true', WEBHOOK_ALLOW_HTTP: 'true' } });
});
afterAll(() => t.close());

/** The app listening on a port (once), for the sockets and streams that need one. */
const served = async () => {
  const addr = t.app.server.address() as { port: number } | null;
  return addr ? `http://127.0.0.1:${addr.port}` : listen(t.app);
};

const scrape = async (app = t.app) => {
  const r = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(r.statusCode, r.body).toBe(200);
  expect(r.headers['content-type']).toContain('text/plain');
  return parseMetrics(r.body);
};

describe('health and readiness', () => {
  it('/healthz answers while the process runs, asking no dependency', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ status: 'ok' });
    expect(r.headers['cache-control']).toBe('no-store');
  });

  it('/readyz is ready when the database answers and every migration is applied', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(r.statusCode, r.body).toBe(200);
    const checks = { database: 'ok', migrations: 'ok', redis: 'not_configured', liveEvents: 'not_configured' };
    expect(r.json()).toEqual({ status: 'ready', checks });
  });

  it('/readyz answers 503 migrations_pending while a migration is not applied', async () => {
    const [last] = await t.ctx.db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version DESC LIMIT 1');
    await t.ctx.db.query('DELETE FROM schema_migrations WHERE version = $1', [last!.version]);
    try {
      const r = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(r.statusCode).toBe(503);
      expect(r.json()).toMatchObject({
        status: 'unavailable',
        reason: 'migrations_pending',
        checks: { database: 'ok', migrations: 'pending' },
      });
    } finally {
      await t.ctx.db.query('INSERT INTO schema_migrations(version) VALUES ($1)', [last!.version]);
    }
  });

  it('/readyz answers 503 database_unreachable once the database is gone, and /healthz still 200', async () => {
    const other = await buildTestApp({ seed: false });
    try {
      await other.ctx.db.close();
      const r = await other.app.inject({ method: 'GET', url: '/readyz' });
      expect(r.statusCode).toBe(503);
      expect(r.json()).toMatchObject({ reason: 'database_unreachable', checks: { database: 'failed' } });
      expect((await other.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await other.close().catch(() => undefined);
    }
  });

  it('/readyz answers 503 redis_unreachable when REDIS_URL is set and Redis does not answer', async () => {
    // the probe alone on a bare Fastify (the app's other Redis clients would retry in the background)
    const bare = Fastify();
    bare.decorate('ctx', { ...t.ctx, env: { ...t.ctx.env, REDIS_URL: 'redis://127.0.0.1:9' } });
    await bare.register(healthPlugin);
    try {
      const r = await bare.inject({ method: 'GET', url: '/readyz' });
      expect(r.statusCode).toBe(503);
      expect(r.json()).toMatchObject({ reason: 'redis_unreachable', checks: { database: 'ok', migrations: 'ok', redis: 'failed' } });
    } finally {
      await bare.close();
    }
  });

  it.runIf(!!process.env.TEST_REDIS_URL)('/readyz checks Redis when REDIS_URL is set (TEST_REDIS_URL)', async () => {
    const other = await buildTestApp({ seed: false, env: { REDIS_URL: process.env.TEST_REDIS_URL! } });
    try {
      // ready once its live-event subscriptions are confirmed (a few milliseconds after start)
      const r = await until(async () => {
        const res = await other.app.inject({ method: 'GET', url: '/readyz' });
        return res.statusCode === 200 ? res : res.json().reason === 'live_events_pending' ? undefined : res;
      });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().checks).toMatchObject({ redis: 'ok', liveEvents: 'ok' });
    } finally {
      await other.close();
    }
  });

  it.runIf(!!process.env.TEST_REDIS_URL)('/readyz answers 503 live_events_pending while the subscriptions are not in place', async () => {
    // the probe alone, given a process whose live-event subscriptions Redis has not confirmed (yet, or again)
    const bare = Fastify();
    const realtime = { ...t.ctx.realtime, subscribed: () => false };
    bare.decorate('ctx', { ...t.ctx, realtime, env: { ...t.ctx.env, REDIS_URL: process.env.TEST_REDIS_URL! } });
    await bare.register(healthPlugin);
    try {
      const r = await bare.inject({ method: 'GET', url: '/readyz' });
      expect(r.statusCode).toBe(503);
      expect(r.json()).toMatchObject({ reason: 'live_events_pending', checks: { redis: 'ok', liveEvents: 'pending' } });
    } finally {
      await bare.close();
    }
  });
});

describe('metrics at /metrics', () => {
  it('ask for the bearer METRICS_TOKEN on the main port', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer not-the-token-at-all' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('portal_');
  });

  it('are not served on the main port without METRICS_TOKEN', async () => {
    const other = await buildTestApp({ seed: false });
    try {
      expect((await other.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });

  it('time requests by route pattern and status, never by raw URL', async () => {
    const token = await t.login(DEMO.email, DEMO.password);
    const missing = '00000000-0000-4000-8000-000000000001';
    expect((await t.app.inject({ method: 'GET', url: `/api-portal/webhook/${missing}`, headers: auth(token) })).statusCode).toBe(404);
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: '/api-portal/auth/status' });
    const m = await scrape();
    const count = 'portal_http_request_duration_seconds_count';
    expect(value(m, count, { route: '/api-portal/auth/status', method: 'GET', status_code: '200' })).toBeGreaterThanOrEqual(3);
    expect(value(m, count, { route: '/api-portal/webhook/:id', status_code: '404' })).toBe(1);
    expect(m.some((s) => Object.values(s.labels).some((v) => v.includes(missing)))).toBe(false);
    expect(
      value(m, 'portal_http_request_duration_seconds_bucket', { route: '/api-portal/auth/status', le: '+Inf' }),
    ).toBeGreaterThanOrEqual(3);
    // the Node.js process metrics come along
    expect(value(m, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
  });

  it('count rate-limit refusals by route', async () => {
    const email = 'nobody-metrics@partner.test';
    let refused = 0;
    for (let i = 0; i < 12; i++) {
      const r = await t.app.inject({ method: 'POST', url: '/api-portal/auth/login', payload: { email, password: 'Wrong@Password1' } });
      if (r.statusCode === 429) refused += 1;
    }
    expect(refused).toBeGreaterThan(0);
    expect(value(await scrape(), 'portal_rate_limit_refusals_total', { route: '/api-portal/auth/login' })).toBe(refused);
  });

  it('show webhook outcomes and durations, then the queue depth and the age of the oldest pending delivery', async () => {
    const token = await t.login(DEMO.email, DEMO.password);
    const r = await Receiver.start();
    try {
      const hook = await t.app.inject({
        method: 'POST',
        url: '/api-portal/webhook',
        headers: auth(token),
        payload: { url: r.url, secret: 'metrics-secret-0123456789' },
      });
      expect(hook.statusCode, hook.body).toBe(200);
      const id = hook.json().uuid as string;
      expect((await t.app.inject({ method: 'POST', url: `/api-portal/webhook/${id}/test`, headers: auth(token) })).statusCode).toBe(200);
      const m = await until(async () => {
        const s = await scrape();
        return value(s, 'portal_webhook_attempts_total', { outcome: 'succeeded' }) >= 1 && s;
      });
      expect(value(m, 'portal_webhook_attempt_duration_seconds_count', { outcome: 'succeeded' })).toBeGreaterThanOrEqual(1);
      // with this process's worker stopped, a new event waits in the queue
      await t.ctx.jobs.stop();
      expect((await t.app.inject({ method: 'POST', url: `/api-portal/webhook/${id}/test`, headers: auth(token) })).statusCode).toBe(200);
      await new Promise((res) => setTimeout(res, 1100)); // the queue gauges are read at most once a second
      const q = await scrape();
      expect(value(q, 'portal_webhook_queue_depth')).toBe(1);
      expect(value(q, 'portal_webhook_oldest_pending_seconds')).toBeGreaterThan(0);
      expect(value(q, 'portal_webhook_attempts_in_flight')).toBe(0);
    } finally {
      t.ctx.jobs.start();
      await r.down();
    }
  });

  it("show the event streams' lag: 0, and the age of the events an open write transaction on the database holds back", async () => {
    const [partner] = await t.ctx.db.query<{ id: string }>('SELECT partner_id AS id FROM users WHERE email = $1', [DEMO.email]);
    const write = () =>
      t.ctx.db.query("INSERT INTO outbox_events (partner_id, type, entity) VALUES ($1, 'ACCOUNT_CREATED', '{}')", [partner!.id]);
    await write();
    const lag = async () => value(await scrape(), 'portal_event_stream_lag_seconds');
    const held = () => new Promise((res) => setTimeout(res, 1500)); // older than a second, past the gauge's once-a-second read
    expect((await scrape()).some((m) => m.name === 'portal_event_stream_lag_seconds')).toBe(true);
    await until(async () => (await lag()) === 0);
    const url = process.env.TEST_DATABASE_URL;
    if (!url) return; // the embedded database runs one transaction at a time
    // a transaction with an id left open on another database of the same server (transaction ids are the server's)
    // holds nothing back: it cannot write this database's outbox
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query('SELECT pg_current_xact_id()');
      await write();
      await held();
      expect(await lag()).toBe(0);
    } finally {
      await other.query('ROLLBACK');
      await other.end();
    }
    // one left open on the portal's own database does, until it ends
    let end!: () => void;
    const ended = new Promise<void>((res) => (end = res));
    let begun!: () => void;
    const hasId = new Promise<void>((res) => (begun = res));
    const open = t.ctx.db.transaction(async (tx) => {
      await tx.query('SELECT pg_current_xact_id()');
      begun();
      await ended;
    });
    try {
      await hasId;
      await write();
      await held();
      expect(await lag()).toBeGreaterThanOrEqual(1);
    } finally {
      end();
      await open;
    }
    await until(async () => (await lag()) === 0);
  });

  it("say whether the database role sees every session's transaction, which the event streams' horizon needs", async () => {
    // the tests' role is a superuser (the embedded database runs as one); event-horizon.test.ts has one without it
    expect(value(await scrape(), 'portal_event_stream_horizon_complete')).toBe(1);
  });

  it('count the sockets connected to this process', async () => {
    const base = await served();
    const sockets = socketClients();
    try {
      await sockets.open(base, NAMESPACES.user, await t.login(DEMO.email, DEMO.password));
      expect(value(await scrape(), 'portal_socket_connections')).toBe(1);
    } finally {
      sockets.closeAll();
    }
  });

  it("count the partners' event streams open on this process", async () => {
    const key = await newKey(t, await t.login(DEMO.email, DEMO.password));
    const s = await openEventStream(await served(), key);
    try {
      expect(s.res.status).toBe(200);
      await until(async () => s.frames.some((f) => f.includes(': connected')), 5_000, 'the stream open');
      expect(value(await scrape(), 'portal_event_streams')).toBe(1);
    } finally {
      await s.close();
    }
    await until(async () => value(await scrape(), 'portal_event_streams') === 0, 5_000, 'the stream closed');
  });

  it.runIf(!!process.env.TEST_DATABASE_URL)('show the PostgreSQL pool use', async () => {
    const m = await scrape();
    expect(value(m, 'portal_db_pool_connections', { state: 'max' })).toBe(4);
    expect(value(m, 'portal_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
  });

  it('are served on METRICS_PORT alone when it is set (bearer too when METRICS_TOKEN is set)', async () => {
    const other = await buildTestApp({ seed: false, env: { METRICS_PORT: '0', HOST: '127.0.0.1', METRICS_TOKEN: TOKEN } });
    try {
      const port = other.app.metrics.address()!.port;
      expect((await other.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
      expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(401);
      const r = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(r.status).toBe(200);
      expect(value(parseMetrics(await r.text()), 'portal_webhook_queue_depth')).toBe(0);
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    } finally {
      await other.close();
    }
  });
});

import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import client from 'prom-client';
import type { AppContext } from '../context';
import { HORIZON, horizonSeesEverySession } from '../db/horizon';

export const METRICS_PATH = '/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** this process's Prometheus registry, and the metrics listener's address when METRICS_PORT is set */
    metrics: { registry: client.Registry; address: () => AddressInfo | null };
  }
}

const sha = (s: string) => crypto.createHash('sha256').update(s).digest();
/** `Authorization: Bearer <METRICS_TOKEN>`, compared in constant time; any caller when no token is set */
const allowed = (token: string | undefined, header: string | undefined) =>
  !token || crypto.timingSafeEqual(sha(token), sha(header?.startsWith('Bearer ') ? header.slice(7).trim() : ''));

/** Deliveries still to send (held ones, of a disabled webhook, are not counted) and the age of the oldest. */
async function queueStats(ctx: AppContext): Promise<{ depth: number; oldestSeconds: number }> {
  const rows = await ctx.db.query<{ depth: number; oldest: number | null }>(
    `SELECT count(*)::int AS depth, extract(epoch FROM now() - min(created_at))::float8 AS oldest
       FROM webhook_deliveries WHERE status IN ('PENDING', 'SENDING') AND next_attempt_at IS NOT NULL`,
  );
  return { depth: Number(rows[0]?.depth ?? 0), oldestSeconds: Math.max(0, Number(rows[0]?.oldest ?? 0)) };
}

/**
 * Age of the oldest event the event streams cannot send yet: written, but a transaction older than its own is still
 * running on the portal's database (db/horizon.ts). 0 when none. It grows while a write
 * transaction is left open (docs/operations.md, "Long transactions delay the event streams").
 */
async function streamLag(ctx: AppContext): Promise<number> {
  const rows = await ctx.db.query<{ lag: number | null }>(
    `SELECT extract(epoch FROM now() - min(event_time))::float8 AS lag
       FROM outbox_events WHERE tx >= ${HORIZON}`,
  );
  return Math.max(0, Number(rows[0]?.lag ?? 0));
}

/** `read` run at most once a second: the gauges that ask the database share one answer per scrape. */
function onceASecond<T>(read: () => Promise<T>): () => Promise<T> {
  let last: Promise<T> | null = null;
  return () => (last ??= read().finally(() => setTimeout(() => (last = null), 1000).unref()));
}

/**
 * Prometheus metrics with prom-client: the Node.js process (default metrics), request durations by
 * route pattern and status, rate-limit refusals (429), the webhook queue (depth, oldest pending, attempts
 * in flight, outcomes and durations), the event streams (lag, open ones), the PostgreSQL pool, and sockets. Served
 * on METRICS_PORT (its own listener, METRICS_HOST or HOST) when set, else at /metrics on the main port
 * only when METRICS_TOKEN is set (bearer). With both, the metrics port asks for the token too.
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const { ctx } = app;
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const seconds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

  const requests = new client.Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'HTTP request duration by route pattern (unmatched: no route) and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: seconds,
    registers: [registry],
  });
  const refusals = new client.Counter({
    name: 'portal_rate_limit_refusals_total',
    help: 'Requests refused by a rate limit (429), by route pattern',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? 'unmatched';
    requests.observe({ method: req.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
    if (reply.statusCode === 429) refusals.inc({ route });
  });

  // one query per scrape for both queue gauges
  const queue = onceASecond(() => queueStats(ctx));
  new client.Gauge({
    name: 'portal_webhook_queue_depth',
    help: 'Webhook deliveries waiting to be sent or being sent',
    registers: [registry],
    async collect() {
      this.set((await queue()).depth);
    },
  });
  new client.Gauge({
    name: 'portal_webhook_oldest_pending_seconds',
    help: 'Age of the oldest webhook delivery still to send (0 when none)',
    registers: [registry],
    async collect() {
      this.set((await queue()).oldestSeconds);
    },
  });
  const lag = onceASecond(() => streamLag(ctx));
  new client.Gauge({
    name: 'portal_event_stream_lag_seconds',
    help: 'Age of the oldest event the event streams cannot send yet, an older transaction still running (0 when none)',
    registers: [registry],
    async collect() {
      this.set(await lag());
    },
  });
  const seesAll = onceASecond(() => horizonSeesEverySession(ctx.db));
  new client.Gauge({
    name: 'portal_event_stream_horizon_complete',
    help: "1 when the database role sees every session's transaction (pg_read_all_stats): the event streams wait for its database's alone",
    registers: [registry],
    async collect() {
      this.set((await seesAll()) ? 1 : 0);
    },
  });
  const outcomes = new client.Counter({
    name: 'portal_webhook_attempts_total',
    help: 'Webhook delivery attempts of this process by outcome (succeeded, http_error, network_error)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const durations = new client.Histogram({
    name: 'portal_webhook_attempt_duration_seconds',
    help: 'Webhook delivery attempt duration by outcome',
    labelNames: ['outcome'] as const,
    buckets: seconds,
    registers: [registry],
  });
  new client.Gauge({
    name: 'portal_webhook_attempts_in_flight',
    help: 'Webhook delivery attempts in flight in this process',
    registers: [registry],
    collect() {
      this.set(app.hasDecorator('webhookWorker') ? app.webhookWorker.active : 0);
    },
  });
  app.addHook('onReady', async () => {
    if (!app.hasDecorator('webhookWorker')) return;
    app.webhookWorker.onAttempt((r) => {
      const outcome = r.succeeded ? 'succeeded' : r.statusCode === null ? 'network_error' : 'http_error';
      outcomes.inc({ outcome });
      durations.observe({ outcome }, r.durationMs / 1000);
    });
  });

  if (ctx.db.poolStats) {
    const pool = ctx.db.poolStats.bind(ctx.db);
    new client.Gauge({
      name: 'portal_db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle, waiting clients, max)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const s = pool();
        for (const state of ['total', 'idle', 'waiting', 'max'] as const) this.set({ state }, s[state]);
      },
    });
  }
  new client.Gauge({
    name: 'portal_event_streams',
    help: "Partners' event streams (GET /partner/v1/events/stream) open on this process",
    registers: [registry],
    collect() {
      this.set(app.hasDecorator('eventFeed') ? app.eventFeed.size : 0);
    },
  });
  new client.Gauge({
    name: 'portal_socket_connections',
    help: 'Live (socket.io) connections to this process',
    registers: [registry],
    collect() {
      this.set(ctx.realtime.connections?.() ?? 0);
    },
  });

  const token = ctx.env.METRICS_TOKEN;
  let server: http.Server | null = null;
  app.decorate('metrics', { registry, address: () => (server?.address() as AddressInfo | null) ?? null });

  if (ctx.env.METRICS_PORT !== undefined) {
    server = http.createServer((req, res) => {
      const url = (req.url ?? '').split('?')[0];
      if (req.method !== 'GET' || url !== METRICS_PATH) return res.writeHead(404).end();
      if (!allowed(token, req.headers.authorization)) return res.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
      registry.metrics().then(
        (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
        (err: unknown) => {
          app.log.error({ err }, 'metrics failed');
          res.writeHead(500).end();
        },
      );
    });
    const metricsServer = server;
    app.addHook('onReady', async () => {
      await new Promise<void>((resolve, reject) => {
        metricsServer.once('error', reject);
        metricsServer.listen(ctx.env.METRICS_PORT, ctx.env.METRICS_HOST ?? ctx.env.HOST, () => resolve());
      });
    });
    app.addHook('onClose', async () => {
      metricsServer.closeAllConnections();
      await new Promise((resolve) => metricsServer.close(resolve));
    });
  } else if (token) {
    app.get(METRICS_PATH, { schema: { hide: true } }, async (req, reply) => {
      if (!allowed(token, req.headers.authorization)) return reply.code(401).header('www-authenticate', 'Bearer').send();
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  }
});

import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { migrationsDir } from '../db/migrate';

/** Probe paths for the load balancer and the orchestrator (docs/operations.md, "Running in production"). */
export const HEALTH_PATHS = { live: '/healthz', ready: '/readyz' } as const;

/** A dependency that does not answer within this time counts as unreachable: a probe never hangs. */
export const READY_CHECK_TIMEOUT_MS = 2_000;

export type NotReadyReason = 'shutting_down' | 'database_unreachable' | 'migrations_pending' | 'redis_unreachable' | 'live_events_pending';
type Check = 'ok' | 'failed' | 'pending' | 'not_configured';

const within = <T>(p: Promise<T>, ms: number): Promise<T> =>
  new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    p.then(resolve, reject).finally(() => clearTimeout(t));
  });

/**
 * GET /healthz: the process is alive (no dependency is asked). GET /readyz: this process can serve:
 * the database answers, every migration file is applied, Redis answers when REDIS_URL is set and this
 * process is subscribed there to the live events raised by the others (else an event raised meanwhile
 * would miss its sockets), and the process is not shutting down; else 503 with the first failing
 * `reason` and every check.
 */
export const healthPlugin = fp(async (app: FastifyInstance) => {
  const { ctx } = app;
  const expected = fs.readdirSync(migrationsDir()).filter((f) => /^\d+_.*\.sql$/.test(f));
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  let redis: Redis | undefined;
  if (ctx.env.REDIS_URL) {
    redis = new Redis(ctx.env.REDIS_URL, { maxRetriesPerRequest: 1, lazyConnect: true });
    redis.on('error', () => undefined); // reported by the probe, not as an unhandled error
    app.addHook('onClose', async () => void redis?.disconnect());
  }

  app.get(HEALTH_PATHS.live, { schema: { hide: true } }, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get(HEALTH_PATHS.ready, { schema: { hide: true } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const checks: Record<'database' | 'migrations' | 'redis' | 'liveEvents', Check> = {
      database: 'failed',
      migrations: 'pending',
      redis: redis ? 'failed' : 'not_configured',
      liveEvents: redis ? (ctx.realtime.subscribed?.() === false ? 'pending' : 'ok') : 'not_configured',
    };
    const [db, cache] = await Promise.allSettled([
      within(ctx.db.query<{ version: string }>('SELECT version FROM schema_migrations'), READY_CHECK_TIMEOUT_MS),
      redis ? within(redis.ping(), READY_CHECK_TIMEOUT_MS) : Promise.resolve('PONG'),
    ]);
    if (db.status === 'fulfilled') {
      checks.database = 'ok';
      const done = new Set(db.value.map((r) => r.version));
      checks.migrations = expected.every((f) => done.has(f)) ? 'ok' : 'pending';
    }
    if (redis && cache.status === 'fulfilled') checks.redis = 'ok';
    const reason: NotReadyReason | null = closing
      ? 'shutting_down'
      : checks.database !== 'ok'
        ? 'database_unreachable'
        : checks.migrations !== 'ok'
          ? 'migrations_pending'
          : checks.redis === 'failed'
            ? 'redis_unreachable'
            : checks.liveEvents === 'pending'
              ? 'live_events_pending'
              : null;
    if (!reason) return { status: 'ready', checks };
    req.log.warn({ reason, checks }, 'not ready');
    return reply.code(503).send({ status: 'unavailable', reason, checks });
  });
});

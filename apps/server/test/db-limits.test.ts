import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { openPostgres } from '../src/db/postgres';
import { NO_TIMEOUT } from '../src/db/migrate';
import { registerErrorHandler } from '../src/plugins/errors';

// The database guards on a real PostgreSQL: a statement longer than DB_STATEMENT_TIMEOUT_MS
// is cancelled and answered 503 query_timeout (never a request that holds a connection for minutes);
// migrations and bulk loads lift the limit for their own transaction; an unreachable server answers
// 503 database_unavailable at once.
describe.runIf(!!process.env.TEST_DATABASE_URL)('statement timeout and an unreachable database (PostgreSQL)', () => {
  it('cancels a statement over the limit and answers 503 query_timeout; SET LOCAL lifts it for one transaction', async () => {
    const db = await openPostgres(process.env.TEST_DATABASE_URL!, { max: 2, statementTimeoutMs: 200 });
    const app = Fastify();
    registerErrorHandler(app);
    app.get('/slow', async () => db.query('SELECT pg_sleep(2)'));
    try {
      const started = Date.now();
      const r = await app.inject({ method: 'GET', url: '/slow' });
      expect(Date.now() - started).toBeLessThan(1_500);
      expect(r.statusCode).toBe(503);
      expect(r.json()).toMatchObject({ error: 'query_timeout', message: expect.stringContaining('cancelled') });
      expect(r.headers['retry-after']).toBe('5');
      await db.transaction(async (tx) => {
        await tx.exec(NO_TIMEOUT);
        await tx.query('SELECT pg_sleep(0.4)');
      });
      // the pool's connections are still good after the cancel
      expect(await db.query<{ n: number }>('SELECT 1 AS n')).toEqual([{ n: 1 }]);
    } finally {
      await app.close();
      await db.close();
    }
  });

  it('answers 503 database_unavailable, without waiting long, when the server cannot be reached', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    const db = await openPostgres(url.toString(), { max: 1 });
    const app = Fastify();
    registerErrorHandler(app);
    // the pool's only connection is ended by the server (as a restart does): the next query fails over the wire
    app.get('/gone', async () => {
      await db.query('SELECT pg_terminate_backend(pg_backend_pid())').catch(() => undefined);
      url.port = '1';
      const dead = await openPostgres(url.toString(), { max: 1 }).catch((err: Error) => err);
      if (dead instanceof Error) throw dead;
      return 'unreachable?';
    });
    try {
      const r = await app.inject({ method: 'GET', url: '/gone' });
      expect(r.statusCode).toBe(503);
      expect(r.json()).toMatchObject({ error: 'database_unavailable' });
      // the pool discarded the ended connection and opens a new one
      expect(await db.query<{ n: number }>('SELECT 1 AS n')).toEqual([{ n: 1 }]);
    } finally {
      await app.close();
      await db.close();
    }
  });
});

import pg from 'pg';
import type { Db, Queryable } from './db';
import { preparedName } from './prepared';

// int8 counts and ids as numbers (they stay far below 2^53); numeric stays a string (money).
pg.types.setTypeParser(20, (v) => Number(v));

const CONNECT_TIMEOUT_MS = 5_000;
/** feature_not_supported: what a prepared statement answers once a migration changed the type of a column it returns */
const STALE_PLAN = '0A000';

export async function openPostgres(url: string, o: { max?: number; statementTimeoutMs?: number } = {}): Promise<Db> {
  const max = o.max ?? 10;
  // a request waits at most CONNECT_TIMEOUT_MS for a connection: while PostgreSQL restarts it answers
  // 503 database_unavailable (plugins/errors.ts) instead of hanging
  // every statement is bounded (DB_STATEMENT_TIMEOUT_MS): one slow query cannot hold a connection for long;
  // migrations and bulk loads lift it for their own transaction (SET LOCAL statement_timeout = 0)
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    ...(o.statementTimeoutMs ? { statement_timeout: o.statementTimeoutMs } : {}),
  });
  // An idle connection the server ends (restart, failover, a dropped database) must not crash the
  // process: the pool discards it and the next query opens a new one.
  pool.on('error', (err) => process.emitWarning(`idle PostgreSQL connection ended: ${err.message}`));
  await pool.query('select 1');
  let ended: Promise<void> | undefined;
  const wrap = (c: pg.Pool | pg.PoolClient): Queryable => ({
    async query(sql, params) {
      const name = preparedName(sql);
      if (!name) return (await c.query(sql, params)).rows;
      try {
        return (await c.query({ name, text: sql, values: params })).rows;
      } catch (err) {
        // a migration changed the type of a column it returns since this connection prepared it ("cached plan must
        // not change result type"): run it unnamed (outside a transaction; inside one, the error has ended it)
        if ((err as { code?: string }).code !== STALE_PLAN) throw err;
        return (await c.query(sql, params)).rows;
      }
    },
    async exec(sql) {
      await c.query(sql);
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      // a connection whose ROLLBACK failed, or that ended while checked out (the server restarted), is
      // broken: destroyed, not pooled again; its 'error' event is ours while it is out of the pool
      let broken: Error | undefined;
      const onError = (e: Error) => (broken = e);
      client.on('error', onError);
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch((e: Error) => (broken = e));
        throw err;
      } finally {
        client.off('error', onError);
        client.release(broken);
      }
    },
    // a second close (a failed probe's cleanup after shutdown) is a no-op
    close: () => (ended ??= pool.end()),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
  };
}

import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadEnv } from '../src/config/env';
import { buildApp } from '../src/app';
import { loadBrands } from '../src/brands/brands';
import { SecretBox } from '../src/lib/crypto';
import { migrate } from '../src/db/migrate';
import { openPostgres } from '../src/db/postgres';
import type { Db } from '../src/db/db';
import { HORIZON, horizonSeesEverySession } from '../src/db/horizon';
import { HORIZON_PARTIAL } from '../src/modules/events/events.routes';
import { buildTestApp } from './helpers/build';

// The event streams' horizon (db/horizon.ts) leaves out transactions running on other databases, as far as
// pg_stat_activity shows them. A role without pg_read_all_stats is not shown other roles' transaction ids: the server
// says so when it starts (docs/operations.md, "Long transactions delay the event streams").

const url = process.env.TEST_DATABASE_URL;
const TOKEN = 'metrics-token-0123456789abcdef';

it('a superuser (the embedded database runs as one) sees every session', async () => {
  const t = await buildTestApp({ seed: false });
  try {
    expect(await horizonSeesEverySession(t.ctx.db)).toBe(true);
  } finally {
    await t.close();
  }
});

/** A role of its own that owns a database of its own, the portal's database opened as that role. */
let role: string;
let admin: pg.Client;
let db: Db;
beforeAll(async () => {
  if (!url) return;
  role = `t_horizon_${crypto.randomBytes(4).toString('hex')}`;
  admin = new pg.Client({ connectionString: url });
  await admin.connect();
  // CREATEROLE, as docs/operations.md asks of the portal's role: the migrations create the audit pruner's role
  await admin.query(`CREATE ROLE ${role} LOGIN CREATEROLE`);
  await admin.query(`CREATE DATABASE ${role} OWNER ${role}`);
  const target = new URL(url);
  target.username = role;
  target.pathname = `/${role}`;
  db = await openPostgres(target.toString(), { max: 2 });
  await migrate(db);
});
afterAll(async () => {
  if (!url) return;
  await db.close();
  await admin.query(`DROP DATABASE IF EXISTS ${role} WITH (FORCE)`);
  await admin.query(`DROP ROLE IF EXISTS ${role}`);
  await admin.end();
});

it.runIf(!!url)("warns at start when the role cannot see other roles' transactions, which then hold the streams back", async () => {
  const warnings: string[] = [];
  const logger = { level: 'warn', stream: { write: (line: string) => warnings.push(JSON.parse(line).msg) } };
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'warn', METRICS_TOKEN: TOKEN });
  const gauge = async () => {
    const r = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    return Number(/^portal_event_stream_horizon_complete (\d+)$/m.exec(r.body)?.[1]);
  };
  const app = await buildApp({ env, db, brands: loadBrands(), box: new SecretBox(crypto.randomBytes(32)), now: () => new Date(), logger });
  try {
    await app.ready();
    expect(warnings).toContain(HORIZON_PARTIAL);
    expect(await horizonSeesEverySession(db)).toBe(false);
    expect(await gauge()).toBe(0);

    // a write transaction of another role (the test's superuser) left open on another database
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    try {
      await other.query('BEGIN');
      const [{ xid }] = (await other.query<{ xid: string }>('SELECT pg_current_xact_id()::text AS xid')).rows;
      const horizon = async () => BigInt((await db.query<{ h: string }>(`SELECT ${HORIZON}::text AS h`))[0]!.h);
      // not shown to this role, so it counts: the horizon stays at it
      expect(await horizon()).toBeLessThanOrEqual(BigInt(xid!));
      await admin.query(`GRANT pg_read_all_stats TO ${role}`);
      expect(await horizonSeesEverySession(db)).toBe(true);
      await new Promise((res) => setTimeout(res, 1100)); // past the gauges' once-a-second read
      expect(await gauge()).toBe(1);
      // shown now, on another database: left out
      expect(await horizon()).toBeGreaterThan(BigInt(xid!));
    } finally {
      await other.query('ROLLBACK');
      await other.end();
    }
  } finally {
    await app.close();
  }
});

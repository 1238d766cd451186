import crypto from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LISTS } from '@portal/contract';
import type { Db } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { openPostgres } from '../src/db/postgres';
import { preparedName } from '../src/db/prepared';
import { findActiveUser, findSessionUser } from '../src/modules/auth/auth.repository';
import { TRANSACTIONS } from '../src/modules/partner-data/partner-data.lists';
import { buildListSql } from '../src/lib/list/query';
import { parseListOrThrow } from '../src/lib/list/run';
import { freshDb } from './helpers/build';
import { scratchDatabase } from './helpers/scratch-db';

// The statements every signed-in request runs are parsed and planned once per connection on PostgreSQL
// (db/prepared.ts): the signed-in user and a list's counters. Any other runs unnamed, planned for its parameters.

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await freshDb());
  await migrate(db);
});
afterAll(() => drop());

const id = crypto.randomUUID();
const count = buildListSql(TRANSACTIONS, parseListOrThrow({}, LISTS.transactions), { id, environment: 'live' }).count;

it('gives the signed-in user and the counters one name each, and no other statement', () => {
  expect(preparedName(count.sql)).toMatch(/^portal_[0-9a-f]{20}$/);
  expect(
    preparedName(buildListSql(TRANSACTIONS, parseListOrThrow({}, LISTS.transactions), { id, environment: 'live' }).page.sql),
  ).toBeUndefined();
  expect(preparedName('SELECT 1')).toBeUndefined();
});

it('answers the same as before, and on PostgreSQL prepares them on the connection that runs them', async () => {
  const seen = await db.transaction(async (tx) => {
    expect(await findActiveUser(tx, id)).toBeUndefined();
    expect(await findSessionUser(tx, 'no-such-token', new Date(), new Date(0))).toBeUndefined();
    expect(await tx.query(count.sql, count.params)).toEqual([{ n: 0 }]);
    // a second run reuses the statement (no "prepared statement already exists")
    expect(await findActiveUser(tx, id)).toBeUndefined();
    return db.kind === 'postgres' ? tx.query<{ name: string }>('SELECT name FROM pg_prepared_statements ORDER BY name') : [];
  });
  if (db.kind !== 'postgres') return;
  const names = seen.map((r) => r.name);
  expect(names).toContain(preparedName(count.sql));
  expect(names.filter((n) => n.startsWith('portal_'))).toHaveLength(3);
});

it.runIf(!!process.env.TEST_DATABASE_URL)(
  'still answers on a connection that prepared a statement before a migration changed a column it returns',
  async () => {
    const scratch = await scratchDatabase(process.env.TEST_DATABASE_URL!, 't_prep');
    const one = await openPostgres(scratch.url, { max: 1 }); // one connection: the one that prepared it
    try {
      await migrate(one);
      expect(await findActiveUser(one, id)).toBeUndefined();
      await one.exec('ALTER TABLE users ALTER COLUMN kyc_tier TYPE bigint');
      // PostgreSQL refuses the prepared statement now ("cached plan must not change result type")
      expect(await findActiveUser(one, id)).toBeUndefined();
    } finally {
      await one.close();
      await scratch.drop();
    }
  },
);

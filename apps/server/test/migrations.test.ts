import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDb } from './helpers/build';
import { scratchDatabase } from './helpers/scratch-db';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate, migrationsDir } from '../src/db/migrate';
import { openPostgres } from '../src/db/postgres';
import type { Db } from '../src/db/db';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await freshDb({ migrated: false }));
});
afterAll(() => drop());

describe(`migrations on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('apply in order once, and a second run applies nothing', async () => {
    const first = await migrate(db);
    expect(first[0]).toBe('001_init.sql');
    expect(await migrate(db)).toEqual([]);
  });

  it('create every table the portal needs, with money as numeric', async () => {
    const tables = (await db.query<{ t: string }>("SELECT table_name t FROM information_schema.tables WHERE table_schema = 'public'")).map(
      (r) => r.t,
    );
    for (const name of [
      'users',
      'partners',
      'kyc_records',
      'sessions',
      'clients',
      'accounts',
      'cards',
      'transactions',
      'invoices',
      'api_secrets',
      'team_members',
      'webhooks',
      'tickets',
      'faq_entries',
      'outbox_events',
      'monthly_counts',
    ]) {
      expect(tables).toContain(name);
    }
    const money = await db.query<{ data_type: string }>(
      "SELECT data_type FROM information_schema.columns WHERE table_name IN ('accounts','transactions','invoices')" +
        " AND column_name IN ('balance','amount_orig_ccy','amount')",
    );
    expect(new Set(money.map((c) => c.data_type))).toEqual(new Set(['numeric']));
  });

  it('refuse a full card number', async () => {
    await expect(
      db.query(
        'INSERT INTO cards(partner_id, client_id, integration, cardholder, card_number_mask, virtual, currency, status, expiration_date)' +
          " VALUES (gen_random_uuid(), gen_random_uuid(), 'X', 'X', '5354123412341234'," +
          " true, 'EUR', 'ACTIVE', now())",
      ),
    ).rejects.toThrow();
  });
});

describe('an applied migration edited afterwards', () => {
  const copy = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
    fs.cpSync(migrationsDir(), dir, { recursive: true });
    return dir;
  };

  it('stops the start with a message naming the file; the database is left as it was', async () => {
    const dir = copy();
    try {
      expect(await migrate(db, dir)).toEqual([]);
      fs.appendFileSync(path.join(dir, '002_partner_data.sql'), '\nALTER TABLE users ADD COLUMN sneaky text;\n');
      await expect(migrate(db, dir)).rejects.toThrow(/migration 002_partner_data\.sql was edited after it was applied/);
      const cols = await db.query("SELECT 1 FROM information_schema.columns WHERE table_name = 'users' AND column_name = 'sneaky'");
      expect(cols).toHaveLength(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a database from before checksums gets them recorded on its first start, then checked', async () => {
    const dir = copy();
    try {
      await db.query('UPDATE schema_migrations SET checksum = NULL');
      expect(await migrate(db, dir)).toEqual([]);
      const missing = await db.query('SELECT version FROM schema_migrations WHERE checksum IS NULL');
      expect(missing).toEqual([]);
      fs.appendFileSync(path.join(dir, '001_init.sql'), '\n-- edited\n');
      await expect(migrate(db, dir)).rejects.toThrow(/migration 001_init\.sql was edited/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('environments', () => {
  it("make every partner's existing data, keys, webhooks and counts live; the sandbox counts apart", async () => {
    const { db: old, drop: dropOld } = await freshDb({ migrated: false });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
    try {
      fs.cpSync(migrationsDir(), dir, { recursive: true });
      fs.rmSync(path.join(dir, '036_environments.sql'));
      for (const f of fs.readdirSync(dir).filter((f) => f > '036')) fs.rmSync(path.join(dir, f));
      await migrate(old, dir);
      const [p] = await old.query<{ id: string }>(
        "INSERT INTO partners (wlp_id, agent, company_name) VALUES ('WLP-OLD', 'a', 'Old') RETURNING id",
      );
      const [c] = await old.query<{ id: string }>(
        "INSERT INTO clients (partner_id, type, email) VALUES ($1, 'EXTERNAL_INDIVIDUAL', 'o@example.com') RETURNING client_id AS id",
        [p!.id],
      );
      await old.query("INSERT INTO api_secrets (partner_id, label, token, secret_encrypted) VALUES ($1, 'old', 'pk_old', 'x')", [p!.id]);
      await old.query("INSERT INTO webhooks (partner_id, url, secret_encrypted) VALUES ($1, 'https://example.com/h', 'x')", [p!.id]);
      await migrate(old);
      for (const table of ['clients', 'api_secrets', 'webhooks'])
        expect(await old.query(`SELECT environment FROM ${table} WHERE partner_id = $1`, [p!.id]), table).toEqual([
          { environment: 'live' },
        ]);
      await old.query(
        "INSERT INTO clients (partner_id, environment, type, email) VALUES ($1, 'sandbox', 'EXTERNAL_INDIVIDUAL', 's@example.com')",
        [p!.id],
      );
      const counts = (table: string) =>
        old.query<{ environment: string; n: number }>(
          `SELECT environment, sum(n)::int AS n FROM ${table} WHERE partner_id = $1 GROUP BY 1 ORDER BY 1`,
          [p!.id],
        );
      const both = [
        { environment: 'live', n: 1 },
        { environment: 'sandbox', n: 1 },
      ];
      expect(await counts('list_counts')).toEqual(both);
      expect(await counts('monthly_counts')).toEqual(both);
      await old.query('DELETE FROM clients WHERE client_id = $1', [c!.id]);
      expect(await counts('monthly_counts')).toEqual([{ environment: 'live', n: 0 }, both[1]]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
      await dropOld();
    }
  }, 180_000); // migrates a fresh database twice: minutes on a loaded runner
});

// Several server processes deploying together on one PostgreSQL: one applies each migration, the
// others wait for its advisory lock, then find it applied (docs/operations.md, "Running in production").
describe.runIf(!!process.env.TEST_DATABASE_URL)('migrations started by three processes at once on PostgreSQL', () => {
  it('apply each migration once, and no process fails', async () => {
    const scratch = await scratchDatabase(process.env.TEST_DATABASE_URL!, 't_mig');
    const dbs = await Promise.all([0, 1, 2].map(() => openPostgres(scratch.url, { max: 2 })));
    try {
      const applied = await Promise.all(dbs.map((d) => migrate(d)));
      const files = fs
        .readdirSync(migrationsDir())
        .filter((f) => /^\d+_.*\.sql$/.test(f))
        .sort();
      expect(applied.flat().sort()).toEqual(files);
      const rows = await dbs[0]!.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations');
      expect(rows[0]!.n).toBe(files.length);
    } finally {
      await Promise.all(dbs.map((d) => d.close()));
      await scratch.drop();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDb } from './helpers/build';
import { migrate } from '../src/db/migrate';
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

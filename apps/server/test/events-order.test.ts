import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, buildTestApp, liftedLimitsBrands, type TestApp } from './helpers/build';
import { newKey } from './helpers/signed';
import { openEventStream } from './helpers/event-stream';
import { listen } from './helpers/sockets';
import { until } from './helpers/webhook-receiver';
import { eventsAfter, streamHead } from '../src/modules/events/events.repository';

// The event stream's order is (writing transaction id, sequence), compared as numbers. The queries once sorted by
// the text the rows carry the id as: 10000 came before 9999, and a stream lost the events of a batch that held both.
let t: TestApp;
let partnerId: string;
beforeAll(async () => {
  t = await buildTestApp({ brands: liftedLimitsBrands() });
  [{ id: partnerId }] = await t.ctx.db.query<{ id: string }>('SELECT partner_id AS id FROM users WHERE email = $1', [DEMO.email]);
  // three old events of transactions 8, 9 and 10 (long finished: below every transaction id of the test database)
  await t.ctx.db.query(
    `INSERT INTO outbox_events (partner_id, type, entity, tx)
     SELECT $1, 'ACCOUNT_CREATED', jsonb_build_object('walletId', n::text), n::text::xid8 FROM unnest(ARRAY[8, 9, 10]) n`,
    [partnerId],
  );
});
afterAll(() => t.close());

describe('the event stream order', () => {
  it('reads transaction 9 before 10, and the head is the highest transaction, not the highest text', async () => {
    const [eight] = await t.ctx.db.query<{ seq: string }>(`SELECT seq::text AS seq FROM outbox_events WHERE tx = '8'::xid8`);
    const rows = await eventsAfter(t.ctx.db, {
      partner: { id: partnerId, environment: 'live' },
      after: { tx: 8n, seq: BigInt(eight!.seq) },
      limit: 2,
    });
    expect(rows.map((r) => r.tx)).toEqual(['9', '10']);
    const [{ max }] = await t.ctx.db.query<{ max: string }>('SELECT max(tx::text::bigint)::text AS max FROM outbox_events');
    expect(String((await streamHead(t.ctx.db)).tx)).toBe(max);
  });

  it('streams both when resumed after transaction 8', async () => {
    const [{ id }] = await t.ctx.db.query<{ id: string }>(`SELECT id FROM outbox_events WHERE tx = '8'::xid8`);
    const key = await newKey(t, await t.login(DEMO.email, DEMO.password));
    const s = await openEventStream(await listen(t.app), key, { lastEventId: id });
    try {
      await until(async () => s.events.some((e) => e.entity.walletId === '10'), 5_000, 'the event of transaction 10');
      expect(s.events.map((e) => e.entity.walletId).slice(0, 2)).toEqual(['9', '10']);
    } finally {
      await s.close();
    }
  });
});

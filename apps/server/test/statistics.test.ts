import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, OTHER, UNVERIFIED, auth, buildTestApp, type TestApp } from './helpers/build';
import { partnerIdByEmail } from '../src/cli/partners';

let t: TestApp;
let demoToken: string;
beforeAll(async () => {
  t = await buildTestApp();
  demoToken = await t.login(DEMO.email, DEMO.password);
});
afterAll(() => t.close());

const get = (url: string, token = demoToken) => t.app.inject({ method: 'GET', url: `/api-portal/statistics/${url}`, headers: auth(token) });

/** The same numbers counted straight from the rows. */
async function countFromRows(table: string, partnerId: string, extra = '') {
  const rows = await t.ctx.db.query<{ y: number; m: number; n: number }>(
    `SELECT extract(year FROM created_at AT TIME ZONE 'UTC')::int y,
       extract(month FROM created_at AT TIME ZONE 'UTC')::int m, count(*)::int n
       FROM ${table} WHERE partner_id = $1 ${extra} GROUP BY 1, 2`,
    [partnerId],
  );
  const out: Record<string, number[]> = { [String(new Date().getUTCFullYear())]: Array(12).fill(0) };
  for (const r of rows) (out[String(r.y)] ??= Array(12).fill(0))[r.m - 1] = r.n;
  return out;
}

describe('statistics', () => {
  it('answers 12 monthly counts per year, with this year and last year present', async () => {
    const body = (await get('transactions')).json();
    const year = new Date().getUTCFullYear();
    expect(Object.keys(body)).toEqual(expect.arrayContaining([String(year), String(year - 1)]));
    for (const months of Object.values(body)) expect(months).toHaveLength(12);
  });

  it("counts exactly the signed-in partner's rows for every kind", async () => {
    const pid = (await partnerIdByEmail(t.ctx.db, DEMO.email))!;
    expect((await get('transactions')).json()).toEqual(await countFromRows('transactions', pid));
    expect((await get('accounts')).json()).toEqual(await countFromRows('accounts', pid));
    expect((await get('cards')).json()).toEqual(await countFromRows('cards', pid));
    expect((await get('clients/EXTERNAL_INDIVIDUAL')).json()).toEqual(
      await countFromRows('clients', pid, "AND type = 'EXTERNAL_INDIVIDUAL'"),
    );
    expect((await get('clients/EXTERNAL_BUSINESS')).json()).toEqual(await countFromRows('clients', pid, "AND type = 'EXTERNAL_BUSINESS'"));
  });

  it("does not move when another partner's rows change", async () => {
    const before = (await get('transactions')).json();
    const other = (await partnerIdByEmail(t.ctx.db, OTHER.email))!;
    await t.ctx.db.query(
      `INSERT INTO transactions(partner_id, transaction_number, wallet_id, client_id, transaction_type, orig_ccy, amount_orig_ccy)
       SELECT partner_id, 'X' || wallet_id, wallet_id, client_id, 'FEE', 'EUR', 1 FROM accounts WHERE partner_id = $1`,
      [other],
    );
    expect((await get('transactions')).json()).toEqual(before);
    const otherToken = await t.login(OTHER.email, OTHER.password);
    expect((await get('transactions', otherToken)).json()).toEqual(await countFromRows('transactions', other));
  });

  it('follows deletes too', async () => {
    const pid = (await partnerIdByEmail(t.ctx.db, DEMO.email))!;
    await t.ctx.db.query('DELETE FROM transactions WHERE id IN (SELECT id FROM transactions WHERE partner_id = $1 LIMIT 10)', [pid]);
    expect((await get('transactions')).json()).toEqual(await countFromRows('transactions', pid));
  });

  it('refuses a client type outside the two of the spec', async () => {
    const r = await get('clients/BUSINESS');
    expect(r.statusCode).toBe(417);
  });

  it('answers 401 without a session and 403 for a user who is not verified', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api-portal/statistics/cards' })).statusCode).toBe(401);
    const r = await get('cards', await t.login(UNVERIFIED.email, UNVERIFIED.password));
    expect(r.statusCode).toBe(403);
    expect(r.json().error).toBe('kyc_tier_required');
  });
});

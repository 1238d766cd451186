import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payment } from '@portal/contract';
import { DEMO, OTHER, buildTestApp, type TestApp } from './helpers/build';
import { newKey, signedCall, type ApiKey } from './helpers/signed';

let t: TestApp;
let key: ApiKey;
let otherKey: ApiKey;
let clientId: string;
let walletId: string;
beforeAll(async () => {
  t = await buildTestApp();
  key = await newKey(t, await t.login(DEMO.email, DEMO.password));
  otherKey = await newKey(t, await t.login(OTHER.email, OTHER.password));
  clientId = (
    await call('POST', '/partner/v1/clients', {
      type: 'EXTERNAL_INDIVIDUAL',
      email: 'pay@example.com',
      firstName: 'Paolo',
      lastName: 'Conti',
    })
  ).json().clientId;
  walletId = (await call('POST', '/partner/v1/accounts', { clientId, currency: 'EUR' })).json().walletId;
});
afterAll(() => t.close());

let n = 0;
const call = (method: string, url: string, body?: unknown, k = key) =>
  signedCall(t, k, method, method === 'GET' ? `${url}${url.includes('?') ? '&' : '?'}_=${++n}` : url, body);
const pay = (body: Record<string, unknown>, k = key) =>
  call(
    'POST',
    '/partner/v1/transactions',
    { walletId, transactionType: 'SEPA_IN', amount: '100.00', currency: 'EUR', details: 'test', ...body },
    k,
  );
const balance = async (w = walletId) => (await call('GET', `/partner/v1/accounts/${w}`)).json().balance as string;
const counts = async () => {
  const [r] = await t.ctx.db.query<{ tx: number; ev: number }>(
    `SELECT (SELECT count(*)::int FROM transactions WHERE wallet_id = $1) tx,
            (SELECT count(*)::int FROM outbox_events WHERE entity->>'walletId' = $1::text) ev`,
    [walletId],
  );
  return r!;
};

describe('sandbox payments', () => {
  it('credit the wallet, write the transaction and ACCOUNT_UPDATED together', async () => {
    const before = await counts();
    const r = await pay({ amount: '250.50', details: 'Top-up' });
    expect(r.statusCode).toBe(201);
    const p = payment.parse(r.json());
    expect(p).toMatchObject({
      walletId,
      clientId,
      transactionType: 'SEPA_IN',
      origCcy: 'EUR',
      amountOrigCcy: '250.50',
      details: 'Top-up',
      balance: '250.50',
    });
    expect(await balance()).toBe('250.50');
    expect(await counts()).toEqual({ tx: before.tx + 1, ev: before.ev + 1 });
    const [ev] = await t.ctx.db.query<{ type: string; entity: { balance: string } }>(
      "SELECT type, entity FROM outbox_events WHERE entity->>'walletId' = $1 ORDER BY event_time DESC, id LIMIT 1",
      [walletId],
    );
    expect(ev).toMatchObject({ type: 'ACCOUNT_UPDATED', entity: { balance: '250.50' } });
  });

  it('debit the wallet down to exactly zero, stored as a negative amount', async () => {
    const r = await pay({ transactionType: 'CARD_PAYMENT', amount: '250.50' });
    expect(r.statusCode).toBe(201);
    expect(r.json()).toMatchObject({ amountOrigCcy: '-250.50', balance: '0.00' });
  });

  it('never overdraw: 417 insufficient_funds and nothing written', async () => {
    await pay({ amount: '10.00' });
    const before = await counts();
    const r = await pay({ transactionType: 'SEPA_OUT', amount: '10.01' });
    expect(r.statusCode).toBe(417);
    expect(r.json()).toEqual({ error: 'insufficient_funds', error_param: 'amount', param_value: 'available: 10.00 EUR' });
    expect(await balance()).toBe('10.00');
    expect(await counts()).toEqual(before);
  });

  it('count money on hold and frozen as unavailable', async () => {
    await t.ctx.db.query('UPDATE accounts SET balance_on_hold = 4, balance_frozen = 1 WHERE wallet_id = $1', [walletId]);
    expect((await pay({ transactionType: 'FEE', amount: '5.01' })).json().error).toBe('insufficient_funds');
    expect((await pay({ transactionType: 'FEE', amount: '5.00' })).statusCode).toBe(201);
    await t.ctx.db.query('UPDATE accounts SET balance_on_hold = 0, balance_frozen = 0 WHERE wallet_id = $1', [walletId]);
  });

  it('keep concurrent debits from overdrawing together', async () => {
    await pay({ amount: '95.00' }); // balance 100.00
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => pay({ transactionType: 'TRANSFER', amount: '30.00', details: `c${i}` })),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 417)).toHaveLength(3);
    expect(await balance()).toBe('10.00');
  });

  it.each([
    [{ amount: '0.00' }, 'amount'],
    [{ amount: '-5.00' }, 'amount'],
    [{ amount: '1.5' }, 'amount'],
    [{ amount: 12 }, 'amount'],
    [{ amount: '1000000.01' }, 'amount'],
    [{ transactionType: 'GIFT' }, 'transactionType'],
    [{ currency: 'EURO' }, 'currency'],
    [{ walletId: 'abc' }, 'walletId'],
    [{ details: 'x'.repeat(257) }, 'details'],
  ])('refuse a bad payment %#: 417 naming the field, nothing written', async (body, field) => {
    const before = await counts();
    const r = await pay(body);
    expect(r.statusCode).toBe(417);
    expect(r.json().error_param).toContain(field);
    expect(await counts()).toEqual(before);
  });

  it('refuse another currency, an inactive wallet and a foreign wallet', async () => {
    expect((await pay({ currency: 'USD' })).json()).toMatchObject({ error: 'currency_mismatch', param_value: 'EUR' });
    const ordered = (await call('POST', '/partner/v1/accounts', { clientId, currency: 'EUR', type: 'TRUST' })).json().walletId;
    expect((await pay({ walletId: ordered })).json()).toMatchObject({ error: 'account_not_active', param_value: 'ORDERED' });
    const foreign = await pay({}, otherKey);
    expect(foreign.statusCode).toBe(404);
  });

  it('list a wallet’s transactions newest first, for its partner only', async () => {
    const r = await call('GET', `/partner/v1/transactions?walletId=${walletId}&take=3`);
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body.list).toHaveLength(3);
    expect(body.count).toBe((await counts()).tx);
    expect(Date.parse(body.list[0].date)).toBeGreaterThanOrEqual(Date.parse(body.list[2].date));
    expect((await call('GET', `/partner/v1/transactions?walletId=${walletId}`, undefined, otherKey)).statusCode).toBe(404);
    expect((await call('GET', '/partner/v1/transactions')).statusCode).toBe(417);
    expect((await call('GET', '/partner/v1/transactions?walletId=x')).statusCode).toBe(417);
  });
});

describe('events are written in the same transaction as the change', () => {
  it('a failing event write leaves neither the change nor the event', async () => {
    await t.ctx.db
      .exec(`CREATE FUNCTION test_outbox_fail() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'outbox down'; END $$;
      CREATE TRIGGER test_outbox_fail BEFORE INSERT ON outbox_events FOR EACH ROW EXECUTE FUNCTION test_outbox_fail();`);
    try {
      const accounts = async () =>
        (await t.ctx.db.query<{ n: number }>('SELECT count(*)::int n FROM accounts WHERE client_id = $1', [clientId]))[0]!.n;
      const beforeAccounts = await accounts();
      const beforeBalance = await balance();
      const beforeCounts = await counts();
      const open = await call('POST', '/partner/v1/accounts', { clientId, currency: 'EUR', label: 'never opened' });
      expect(open.statusCode).toBe(500);
      expect(await accounts()).toBe(beforeAccounts);
      const paid = await pay({ amount: '1.00' });
      expect(paid.statusCode).toBe(500);
      expect(await balance()).toBe(beforeBalance);
      expect(await counts()).toEqual(beforeCounts);
      const blocked = await call('PATCH', `/partner/v1/accounts/${walletId}`, { status: 'BLOCKED' });
      expect(blocked.statusCode).toBe(500);
      expect((await call('GET', `/partner/v1/accounts/${walletId}`)).json().status).toBe('ACTIVE');
    } finally {
      await t.ctx.db.exec('DROP TRIGGER test_outbox_fail ON outbox_events; DROP FUNCTION test_outbox_fail();');
    }
    expect((await pay({ amount: '2.00' })).statusCode).toBe(201);
  });
});

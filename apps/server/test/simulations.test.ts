import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { ENVIRONMENT_HEADER, SANDBOX_LIMITS, webhookEventEnvelope, type Environment } from '@portal/contract';
import { auth, buildTestApp, DEMO, liftedLimitsBrands, type TestApp } from './helpers/build';
import { newKey, signedCall as signedOnce, type ApiKey } from './helpers/signed';
import { Receiver, verifySignature } from './helpers/webhook-receiver';

// Sandbox simulations (docs/security.md, "Environments"): each changes the data as the live flow does and its
// webhook receives the catalogue's events, signed; a live key is refused.

let t: TestApp;
let session: string;
let r: Receiver;
const secret = 'a-secret-long-enough-for-any-webhook-rule';
const keys = {} as Record<Environment, ApiKey>;
/** The same call twice with one timestamp is a replay: each repeat of a call is signed a second later than the last. */
const last = new Map<string, number>();
const call = (method: string, url: string, body?: unknown, e: Environment = 'sandbox') => {
  const id = `${e} ${method} ${url} ${JSON.stringify(body)}`;
  const ts = Math.max(Math.floor(t.ctx.now().getTime() / 1000), (last.get(id) ?? 0) + 1);
  last.set(id, ts);
  return signedOnce(t, keys[e], method, url, body, { ts });
};
const sim = (path: string, body?: unknown, e: Environment = 'sandbox') => call('POST', `/partner/v1/simulations/${path}`, body, e);

let clientId: string;
let walletId: string;
let cardId: string;

async function newClient(lastName: string) {
  const c = await call('POST', '/partner/v1/clients', {
    type: 'EXTERNAL_INDIVIDUAL',
    email: `${lastName}@example.com`,
    firstName: 'Ann',
    lastName,
  });
  expect(c.statusCode, c.body).toBe(201);
  return c.json().clientId as string;
}
const account = async (id = walletId) =>
  (
    await t.ctx.db.query<{ b: string; h: string; s: string }>(
      'SELECT balance::text AS b, balance_on_hold::text AS h, status AS s FROM accounts WHERE wallet_id = $1',
      [id],
    )
  )[0]!;

async function queueEmpty() {
  for (const end = Date.now() + 30_000; Date.now() < end; await new Promise((ok) => setTimeout(ok, 50))) {
    t.app.webhookWorker.nudge();
    const [q] = await t.ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id
        WHERE w.url = $1 AND d.status IN ('PENDING', 'SENDING')`,
      [r.url],
    );
    if (q!.n === 0) return;
  }
  throw new Error('the delivery queue did not drain');
}

/** The deliveries an action causes: each signed with the webhook's secret and a valid body of its type's schema. */
async function delivered(n: number, action: () => Promise<unknown>) {
  await queueEmpty(); // deliveries of earlier calls must not be counted as this action's
  const before = r.got.length;
  await action();
  t.app.webhookWorker.nudge();
  // generous: with two suites side by side on a loaded machine the first deliveries can take seconds
  await r.waitFor((g) => g.length >= before + n, 30_000, `${n} deliveries`);
  await new Promise((ok) => setTimeout(ok, 100));
  const got = r.got.slice(before);
  expect(got).toHaveLength(n);
  return got.map((g) => {
    expect(verifySignature(secret, g)).toBe(true);
    const body = JSON.parse(g.rawBody) as {
      type: Parameters<typeof webhookEventEnvelope>[0];
      environment: string;
      entity: Record<string, string>;
    };
    expect(z.strictObject(webhookEventEnvelope(body.type).shape).safeParse(body).success, g.rawBody).toBe(true);
    expect(body.environment).toBe('sandbox');
    return body;
  });
}

beforeAll(async () => {
  t = await buildTestApp({ brands: liftedLimitsBrands(), env: { WEBHOOK_ALLOW_HTTP: 'true', WEBHOOK_ALLOW_PRIVATE_URLS: 'true' } });
  session = await t.login(DEMO.email, DEMO.password);
  r = await Receiver.start();
  const hook = await t.app.inject({
    method: 'POST',
    url: '/api-portal/webhook',
    headers: { ...auth(session), [ENVIRONMENT_HEADER]: 'sandbox' },
    payload: { url: r.url, secret },
  });
  expect(hook.statusCode, hook.body).toBe(200);
  keys.sandbox = await newKey(t, session, 'sandbox key', {}, 'sandbox');
  keys.live = await newKey(t, session, 'live key', {}, 'live');
  const created = await delivered(2, async () => {
    clientId = await newClient('Rossi');
    walletId = (await call('POST', '/partner/v1/accounts', { clientId, currency: 'EUR' })).json().walletId;
    const card = await call('POST', '/partner/v1/cards', { clientId, walletId, currency: 'EUR', virtual: true, cardholder: 'ANN ROSSI' });
    cardId = card.json().walletId;
  });
  expect(created.map((e) => e.type).sort()).toEqual(['ACCOUNT_CREATED', 'CARD_CREATED']);
  const [funded] = await delivered(1, async () => {
    const res = await sim('incoming-transfer', { walletId, amount: '100.00', currency: 'EUR' });
    expect(res.statusCode, res.body).toBe(201);
  });
  expect(funded!.entity.balance).toBe('100.00');
}, 120_000);
afterAll(async () => {
  await r?.down();
  await t?.close();
});

describe('outgoing transfer', () => {
  it('settled: debits the account (SEPA_OUT) and its webhook gets ACCOUNT_UPDATED with the new balance', async () => {
    const [e] = await delivered(1, async () => {
      const res = await sim('outgoing-transfer', { walletId, amount: '10.00', currency: 'EUR', details: 'Rent' });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ transfer: { transactionType: 'SEPA_OUT', amountOrigCcy: '-10.00' }, returned: null });
    });
    expect(e!.entity).toMatchObject({ walletId, balance: '90.00' });
    expect((await account()).b).toBe('90.00');
  });

  it('returned: debited and credited back (REFUND), two ACCOUNT_UPDATED; never overdraws', async () => {
    const events = await delivered(2, async () => {
      const res = await sim('outgoing-transfer', { walletId, amount: '20.00', currency: 'EUR', outcome: 'returned' });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().returned).toMatchObject({ transactionType: 'REFUND', amountOrigCcy: '20.00', balance: '90.00' });
    });
    expect(events.map((e) => e.entity.balance)).toEqual(['70.00', '90.00']);
    const over = await sim('outgoing-transfer', { walletId, amount: '500.00', currency: 'EUR', outcome: 'returned' });
    expect(over.statusCode).toBe(417);
    expect(over.json()).toMatchObject({ error: 'insufficient_funds', error_param: 'amount' });
    expect((await account()).b).toBe('90.00');
  });
});

describe('card authorisation', () => {
  it('approved: holds the amount on the card account; settlement debits it and writes CARD_PAYMENT', async () => {
    let id = '';
    const [held] = await delivered(1, async () => {
      const res = await sim('card-authorisations', { cardId, amount: '12.50', currency: 'EUR', merchant: 'Coffee' });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ status: 'APPROVED', declineReason: null, walletId, cardId, amount: '12.50' });
      id = res.json().authorisationId;
    });
    expect(held!.entity).toMatchObject({ balance: '90.00', balanceOnHold: '12.50' });
    const [settled] = await delivered(1, async () => {
      const res = await sim(`card-authorisations/${id}/settlement`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().status).toBe('SETTLED');
    });
    expect(settled!.entity).toMatchObject({ balance: '77.50', balanceOnHold: '0.00' });
    const list = (await call('GET', `/partner/v1/transactions?walletId=${walletId}`)).json().list as Array<Record<string, string>>;
    expect(list[0]).toMatchObject({ transactionType: 'CARD_PAYMENT', amountOrigCcy: '-12.50', details: 'Coffee' });
    const again = await sim(`card-authorisations/${id}/reversal`);
    expect(again.statusCode).toBe(417);
    expect(again.json()).toMatchObject({ error_param: 'authorisationId', param_value: 'SETTLED' });
  });

  it('reversal releases the hold', async () => {
    const events = await delivered(2, async () => {
      const res = await sim('card-authorisations', { cardId, amount: '7.00', currency: 'EUR' });
      expect((await sim(`card-authorisations/${res.json().authorisationId}/reversal`)).json().status).toBe('REVERSED');
    });
    expect(events.map((e) => e.entity.balanceOnHold)).toEqual(['7.00', '0.00']);
    expect(await account()).toMatchObject({ b: '77.50', h: '0.00' });
  });

  it.each([
    ['3.51', 'insufficient_funds'],
    ['3.05', 'do_not_honour'],
    ['5000.00', 'insufficient_funds'],
  ])('magic and real declines: %s is declined %s, nothing is held and no event is sent', async (amount, reason) => {
    const events = await t.ctx.db.query('SELECT count(*)::int AS n FROM outbox_events');
    const res = await sim('card-authorisations', { cardId, amount, currency: 'EUR' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'DECLINED', declineReason: reason });
    expect(await account()).toMatchObject({ b: '77.50', h: '0.00' });
    expect(await t.ctx.db.query('SELECT count(*)::int AS n FROM outbox_events')).toEqual(events);
    const settle = await sim(`card-authorisations/${res.json().authorisationId}/settlement`);
    expect(settle.statusCode).toBe(417);
  });
});

describe('account freeze', () => {
  it('freezes an ACTIVE account and unfreezes it, each with ACCOUNT_UPDATED; the wrong state answers 417', async () => {
    const [frozen] = await delivered(1, () => sim(`accounts/${walletId}/freeze`));
    expect(frozen!.entity).toMatchObject({ walletId, status: 'BLOCKED' });
    expect((await sim(`accounts/${walletId}/freeze`)).json()).toMatchObject({ error: 'account_not_active', param_value: 'BLOCKED' });
    const pay = await sim('incoming-transfer', { walletId, amount: '1.00', currency: 'EUR' });
    expect(pay.json().error).toBe('account_not_active');
    const [active] = await delivered(1, () => sim(`accounts/${walletId}/unfreeze`));
    expect(active!.entity).toMatchObject({ walletId, status: 'ACTIVE' });
    expect((await sim(`accounts/${walletId}/unfreeze`)).statusCode).toBe(417);
  });
});

describe('client verification', () => {
  it('approves a client, rejects one whose last name is Reject, and follows an explicit outcome; the client read says so', async () => {
    const read = async (id: string) => (await call('GET', `/partner/v1/clients/${id}`)).json().verification;
    expect(await read(clientId)).toBeNull();
    const approved = await sim(`clients/${clientId}/verification`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ client: { clientId }, verificationStatus: 'APPROVED' });
    const rejectId = await newClient('Reject');
    expect((await sim(`clients/${rejectId}/verification`, {})).json().verificationStatus).toBe('REJECTED');
    expect((await sim(`clients/${rejectId}/verification`, { outcome: 'approved' })).json().verificationStatus).toBe('APPROVED');
    expect((await sim(`clients/${clientId}/verification`, { outcome: 'rejected' })).json().verificationStatus).toBe('REJECTED');
    expect(await read(clientId)).toEqual({ status: 'REJECTED', decidedDate: expect.any(String) });
    expect((await read(rejectId)).status).toBe('APPROVED');
  });
});

describe('sandbox only', () => {
  it('every simulation answers 403 sandbox_only to a live key and changes nothing', async () => {
    const before = await account();
    for (const [path, body] of [
      ['incoming-transfer', { walletId, amount: '1.00', currency: 'EUR' }],
      ['outgoing-transfer', { walletId, amount: '1.00', currency: 'EUR' }],
      ['card-authorisations', { cardId, amount: '1.00', currency: 'EUR' }],
      [`card-authorisations/${crypto.randomUUID()}/settlement`, undefined],
      [`card-authorisations/${crypto.randomUUID()}/reversal`, undefined],
      [`accounts/${walletId}/freeze`, undefined],
      [`accounts/${walletId}/unfreeze`, undefined],
      [`clients/${clientId}/verification`, {}],
    ] as const) {
      const res = await sim(path, body, 'live');
      expect(res.statusCode, path).toBe(403);
      expect(res.json().error).toBe('sandbox_only');
    }
    expect(await account()).toEqual(before);
  });

  it('documents each simulation under the simulations tag, the magic values included', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api-docs/swagger.json' })).json();
    const sims = Object.entries(doc.paths as Record<string, { post: { tags: string[]; description: string } }>).filter(([p]) =>
      p.includes('/simulations/'),
    );
    expect(sims).toHaveLength(8);
    for (const [, op] of sims) expect(op.post.tags).toEqual(['simulations']);
    const auth = doc.paths['/partner/v1/simulations/card-authorisations'].post.description;
    expect(auth).toContain('.51 is declined `insufficient_funds`');
    expect(auth).toContain('.05 is declined `do_not_honour`');
  });
});

describe('sandbox limits', () => {
  it('refuses a client and a transaction past the sandbox bounds, naming the limit; live has no such bound', async () => {
    // the triggers' counters are what the bound reads: raising them stands for that many rows
    const where = { list_counts: "list = 'clients'", monthly_counts: "kind = 'transactions'" };
    const bump = (table: keyof typeof where, n: number) =>
      t.ctx.db.query(
        `UPDATE ${table} SET n = n + $2 WHERE ctid = (SELECT ctid FROM ${table} WHERE environment = 'sandbox' AND ${where[table]}
           AND partner_id = (SELECT partner_id FROM clients WHERE client_id = $1) LIMIT 1)`,
        [clientId, n],
      );
    await bump('list_counts', SANDBOX_LIMITS.clients);
    const c = await call('POST', '/partner/v1/clients', {
      type: 'EXTERNAL_INDIVIDUAL',
      email: 'full@example.com',
      firstName: 'Alba',
      lastName: 'Full',
    });
    expect(c.statusCode, c.body).toBe(417);
    expect(c.json()).toMatchObject({ error_param: 'sandbox_clients_limit' });
    await bump('list_counts', -SANDBOX_LIMITS.clients);
    await bump('monthly_counts', SANDBOX_LIMITS.transactions);
    const p = await sim('incoming-transfer', { walletId, amount: '1.00', currency: 'EUR' });
    expect(p.statusCode).toBe(417);
    expect(p.json()).toMatchObject({ error_param: 'sandbox_transactions_limit' });
    await bump('monthly_counts', -SANDBOX_LIMITS.transactions);
    // the live environment has no such bound
    expect(
      (
        await call(
          'POST',
          '/partner/v1/clients',
          { type: 'EXTERNAL_INDIVIDUAL', email: 'l@example.com', firstName: 'Alba', lastName: 'Live' },
          'live',
        )
      ).statusCode,
    ).toBe(201);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENVIRONMENT_HEADER, pathOf, SIMULATION_API as R } from '@portal/contract';
import { auth, buildTestApp, DEMO, OTHER, type TestApp } from './helpers/build';
import { joinAsDeveloper } from './helpers/members';
import { newKey, signedCall, type ApiKey } from './helpers/signed';

// The portal's simulations (Simulations screen, "Simulate" menus): the API's services for the signed-in partner's
// sandbox, decided by the server; live refused with sandbox_only; needs webhooks.manage.

let t: TestApp;
let owner: string;
let key: ApiKey;
let clientId: string;
let walletId: string;
let cardId: string;

const sandbox = (token: string) => ({ ...auth(token), [ENVIRONMENT_HEADER]: 'sandbox' });
const run = (url: string, payload?: object, headers: Record<string, string> = sandbox(owner)) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
const account = async () =>
  (
    await t.ctx.db.query<{ b: string; h: string; s: string }>(
      'SELECT balance::text AS b, balance_on_hold::text AS h, status AS s FROM accounts WHERE wallet_id = $1',
      [walletId],
    )
  )[0]!;
const transactions = async (type: string) =>
  (
    await t.ctx.db.query<{ a: string }>(
      'SELECT amount_orig_ccy::text AS a FROM transactions WHERE wallet_id = $1 AND transaction_type = $2',
      [walletId, type],
    )
  ).map((r) => r.a);

beforeAll(async () => {
  t = await buildTestApp();
  owner = await t.login(DEMO.email, DEMO.password);
  key = await newKey(t, owner, 'sandbox key', {}, 'sandbox');
  const call = (url: string, body: object) => signedCall(t, key, 'POST', url, body);
  clientId = (
    await call('/partner/v1/clients', { type: 'EXTERNAL_INDIVIDUAL', email: 'ann@example.com', firstName: 'Ann', lastName: 'Bee' })
  ).json().clientId;
  walletId = (await call('/partner/v1/accounts', { clientId, currency: 'EUR' })).json().walletId;
  const card = await call('/partner/v1/cards', { clientId, walletId, currency: 'EUR', virtual: true, cardholder: 'ANN BEE' });
  expect(card.statusCode, card.body).toBe(201);
  cardId = card.json().walletId;
}, 60_000);
afterAll(() => t?.close());

describe('portal simulations', () => {
  it('an incoming transfer credits the account, books SEPA_IN and emits the sandbox ACCOUNT_UPDATED', async () => {
    const res = await run(R.incomingTransfer.path, { walletId, amount: '100.00', currency: 'EUR', details: 'Invoice 7' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ transactionType: 'SEPA_IN', amountOrigCcy: '100.00' });
    expect((await account()).b).toBe('100.00');
    const [event] = await t.ctx.db.query<{ environment: string; balance: string }>(
      `SELECT environment, entity->>'balance' AS balance FROM outbox_events WHERE type = 'ACCOUNT_UPDATED'
        AND entity->>'walletId' = $1 ORDER BY event_time DESC LIMIT 1`,
      [walletId],
    );
    expect(event).toEqual({ environment: 'sandbox', balance: '100.00' });
  });

  it('an outgoing transfer returned debits then credits back (SEPA_OUT and REFUND)', async () => {
    const res = await run(R.outgoingTransfer.path, { walletId, amount: '10.00', currency: 'EUR', outcome: 'returned' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().returned).toMatchObject({ transactionType: 'REFUND' });
    expect([await transactions('SEPA_OUT'), await transactions('REFUND'), (await account()).b]).toEqual([['-10.00'], ['10.00'], '100.00']);
  });

  it('a card authorisation of a magic amount is declined with its reason; an approved one holds, then settles', async () => {
    const declined = await run(R.cardAuthorisation.path, { cardId, amount: '3.51', currency: 'EUR' });
    expect(declined.json()).toMatchObject({ status: 'DECLINED', declineReason: 'insufficient_funds' });
    const approved = (await run(R.cardAuthorisation.path, { cardId, amount: '20.00', currency: 'EUR' })).json();
    expect([approved.status, (await account()).h]).toEqual(['APPROVED', '20.00']);
    const settled = await run(pathOf(R.cardSettlement, { authorisationId: approved.authorisationId }));
    expect(settled.json()).toMatchObject({ status: 'SETTLED' });
    expect(await account()).toMatchObject({ b: '80.00', h: '0.00' });
    expect(await transactions('CARD_PAYMENT')).toEqual(['-20.00']);
    const reversed = await run(pathOf(R.cardReversal, { authorisationId: approved.authorisationId }));
    expect(reversed.json()).toMatchObject({ error: 'invalid_param', error_param: 'authorisationId', param_value: 'SETTLED' });
  });

  it('an account is frozen and unfrozen; a client is rejected', async () => {
    expect((await run(pathOf(R.accountFreeze, { walletId }))).json().status).toBe('BLOCKED');
    expect((await account()).s).toBe('BLOCKED');
    expect((await run(pathOf(R.accountUnfreeze, { walletId }))).json().status).toBe('ACTIVE');
    const v = await run(pathOf(R.clientVerification, { clientId }), { outcome: 'rejected' });
    expect(v.json()).toMatchObject({ verificationStatus: 'REJECTED', client: { clientId } });
  });

  it('refuses live, or no environment, with sandbox_only and changes nothing', async () => {
    const before = await account();
    for (const headers of [{ ...auth(owner), [ENVIRONMENT_HEADER]: 'live' }, auth(owner)]) {
      const res = await run(R.incomingTransfer.path, { walletId, amount: '5.00', currency: 'EUR' }, headers);
      expect([res.statusCode, res.json().error]).toEqual([403, 'sandbox_only']);
    }
    expect(await account()).toEqual(before);
  });

  it("lets a Developer simulate, refuses a Viewer (webhooks.manage), and answers 404 for another partner's rows", async () => {
    const dev = (await joinAsDeveloper(t, owner, 'dev@sims.test')).token;
    expect((await run(pathOf(R.accountFreeze, { walletId }), undefined, sandbox(dev))).statusCode).toBe(200);
    await run(pathOf(R.accountUnfreeze, { walletId }));
    await t.ctx.db.query("UPDATE users SET role = 'VIEWER' WHERE email = 'dev@sims.test'");
    await t.ctx.db.query("UPDATE team_members SET role = 'VIEWER' WHERE email = 'dev@sims.test'");
    const viewer = await run(pathOf(R.accountFreeze, { walletId }), undefined, sandbox(dev));
    expect([viewer.statusCode, viewer.json().permission]).toEqual([403, 'webhooks.manage']);

    const other = await t.login(OTHER.email, OTHER.password);
    const theirs = [
      await run(R.incomingTransfer.path, { walletId, amount: '5.00', currency: 'EUR' }, sandbox(other)),
      await run(R.cardAuthorisation.path, { cardId, amount: '5.00', currency: 'EUR' }, sandbox(other)),
      await run(pathOf(R.clientVerification, { clientId }), {}, sandbox(other)),
    ];
    expect(theirs.map((r) => r.statusCode)).toEqual([404, 404, 404]);
    expect((await account()).b).toBe('80.00');
  });
});

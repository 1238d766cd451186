import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, card, client } from '@portal/contract';
import { DEMO, OTHER, auth, buildTestApp, liftedLimitsBrands, type TestApp } from './helpers/build';
import { newKey, signedCall, type ApiKey } from './helpers/signed';
import { holdsCardNumber } from './helpers/card-numbers';
import { ibanIsValid } from '../src/modules/partner-api/bank-details';

let t: TestApp;
let session: string;
let key: ApiKey;
let otherKey: ApiKey;
beforeAll(async () => {
  // many signed calls a second on a fast database: the limits are partner-api-limits.test.ts's
  t = await buildTestApp({ brands: liftedLimitsBrands() });
  session = await t.login(DEMO.email, DEMO.password);
  key = await newKey(t, session);
  otherKey = await newKey(t, await t.login(OTHER.email, OTHER.password));
});
afterAll(() => t.close());

let n = 0;
/** signed call; GETs get a distinct query so that equal reads in one second are not replays */
const call = (method: string, url: string, body?: unknown, k = key) =>
  signedCall(t, k, method, method === 'GET' ? `${url}${url.includes('?') ? '&' : '?'}_=${++n}` : url, body);
const events = (type: string) =>
  t.ctx.db.query<{ type: string; entity: Record<string, unknown>; partner_id: string }>(
    'SELECT type, entity, partner_id FROM outbox_events WHERE type = $1 ORDER BY event_time',
    [type],
  );

const individual = { type: 'EXTERNAL_INDIVIDUAL', email: 'anna.rossi@example.com', firstName: 'Anna', lastName: 'Rossi' };
const business = {
  type: 'EXTERNAL_BUSINESS',
  email: 'office@acme.example',
  companyName: 'Acme Trading S.r.l.',
  companyRegNumber: 'IT01234567890',
};

describe('partner API: clients', () => {
  it('create individual and business clients the portal lists show', async () => {
    const a = await call('POST', '/partner/v1/clients', individual);
    expect(a.statusCode).toBe(201);
    expect(client.parse(a.json())).toMatchObject({ ...individual, companyName: null });
    const b = await call('POST', '/partner/v1/clients', business);
    expect(b.statusCode).toBe(201);
    expect(b.json()).toMatchObject({ ...business, firstName: null });
    const read = await call('GET', `/partner/v1/clients/${a.json().clientId}`);
    expect(read.json()).toEqual({ ...a.json(), verification: null });
    const [row] = await t.ctx.db.query<{ n: number }>(
      'SELECT count(*)::int n FROM clients c JOIN users u ON u.partner_id = c.partner_id WHERE u.email = $1 AND c.client_id = $2',
      [DEMO.email, a.json().clientId],
    );
    expect(row!.n).toBe(1);
  });

  it('list clients newest first with page index, type and e-mail filters', async () => {
    const page = await call('GET', '/partner/v1/clients?take=2');
    expect(page.json().list).toHaveLength(2);
    expect(page.json().count).toBeGreaterThan(2);
    const next = await call('GET', '/partner/v1/clients?take=2&skip=1');
    expect(next.json().list[0].clientId).not.toBe(page.json().list[0].clientId);
    const biz = await call('GET', '/partner/v1/clients?type=EXTERNAL_BUSINESS&take=100');
    expect(biz.json().list.every((c: { type: string }) => c.type === 'EXTERNAL_BUSINESS')).toBe(true);
    const byMail = await call('GET', '/partner/v1/clients?email=ANNA.ROSSI@example.com');
    expect(byMail.json().count).toBe(1);
  });

  it.each([
    [{ ...individual, email: 'not-an-email' }, 'email'],
    [{ ...individual, firstName: 'A' }, 'firstName'],
    [{ ...individual, lastName: 'x'.repeat(65) }, 'lastName'],
    [{ type: 'EXTERNAL_INDIVIDUAL', email: 'a@b.co', lastName: 'Rossi' }, 'firstName'],
    [{ ...business, companyName: '' }, 'companyName'],
    [{ ...business, type: 'BUSINESS' }, 'type'],
  ])('refuse a bad client %#: 417 naming the field', async (body, field) => {
    const r = await call('POST', '/partner/v1/clients', body);
    expect(r.statusCode).toBe(417);
    expect(r.json()).toMatchObject({ error: 'validation_error' });
    expect(r.json().error_param).toContain(field);
  });

  it('refuse bad list parameters with 417 invalid_param', async () => {
    for (const q of ['take=0', 'take=101', 'skip=-1', 'type=BUSINESS']) {
      const r = await call('GET', `/partner/v1/clients?${q}`);
      expect(r.statusCode, q).toBe(417);
      expect(r.json().error).toBe('invalid_param');
    }
  });

  it('answer 404 for a client that does not exist or is another partner’s', async () => {
    expect((await call('GET', '/partner/v1/clients/00000000-0000-0000-0000-000000000000')).statusCode).toBe(404);
    expect((await call('GET', '/partner/v1/clients/nope')).statusCode).toBe(404);
    const theirs = (await call('GET', '/partner/v1/clients?take=1', undefined, otherKey)).json().list[0].clientId;
    expect((await call('GET', `/partner/v1/clients/${theirs}`)).statusCode).toBe(404);
  });

  it('answer a signed call to an unknown path with 404, and an unsigned one with 401', async () => {
    expect((await call('GET', '/partner/v1/nothing-here')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/partner/v1/nothing-here' })).statusCode).toBe(401);
  });
});

describe('partner API: accounts', () => {
  let clientId: string;
  let walletId: string;
  beforeAll(async () => {
    clientId = (await call('POST', '/partner/v1/clients', { ...individual, email: 'acc@example.com' })).json().clientId;
  });

  it('open a wallet with bank details, write ACCOUNT_CREATED with it, and show it in the portal lists', async () => {
    const r = await call('POST', '/partner/v1/accounts', { clientId, currency: 'EUR', label: 'Main' });
    expect(r.statusCode).toBe(201);
    const acc = account.parse(r.json());
    walletId = acc.walletId;
    expect(acc).toMatchObject({
      clientId,
      currency: 'EUR',
      type: 'BANK',
      status: 'ACTIVE',
      balance: '0.00',
      label: 'Main',
      integration: 'DEMOPAY',
    });
    expect(acc.walletId).toMatch(/^\d+$/);
    expect(ibanIsValid(acc.bankDetails!.iban)).toBe(true);
    expect(acc.bankDetails!.recipient).toBe('Anna Rossi');
    const created = await events('ACCOUNT_CREATED');
    expect(created.at(-1)!.entity).toEqual(r.json());
    expect((await call('GET', `/partner/v1/accounts/${walletId}`)).json()).toEqual(r.json());
  });

  it('open other account types ORDERED', async () => {
    const r = await call('POST', '/partner/v1/accounts', { clientId, currency: 'USD', type: 'STOCKS' });
    expect(r.json()).toMatchObject({ status: 'ORDERED', type: 'STOCKS', currency: 'USD' });
  });

  it('refuse bad account bodies and foreign clients', async () => {
    const bad = [
      [{ clientId, currency: 'XYZ' }, 'currency'],
      [{ clientId: 'abc', currency: 'EUR' }, 'clientId'],
      [{ clientId, currency: 'EUR', type: 'SAVINGS' }, 'type'],
      [{ currency: 'EUR' }, 'clientId'],
    ] as const;
    for (const [body, field] of bad) {
      const r = await call('POST', '/partner/v1/accounts', body);
      expect(r.statusCode, JSON.stringify(body)).toBe(417);
      expect(r.json().error_param).toContain(field);
    }
    const theirs = (await call('GET', '/partner/v1/clients?take=1', undefined, otherKey)).json().list[0].clientId;
    const foreign = await call('POST', '/partner/v1/accounts', { clientId: theirs, currency: 'EUR' });
    expect(foreign.statusCode).toBe(404);
  });

  it('change status and label with ACCOUNT_UPDATED; closed accounts stay closed', async () => {
    const before = (await events('ACCOUNT_UPDATED')).length;
    const r = await call('PATCH', `/partner/v1/accounts/${walletId}`, { status: 'BLOCKED', label: 'Frozen for review' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ status: 'BLOCKED', label: 'Frozen for review' });
    const after = await events('ACCOUNT_UPDATED');
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)!.entity).toMatchObject({ walletId, status: 'BLOCKED' });
    const same = await call('PATCH', `/partner/v1/accounts/${walletId}`, { status: 'BLOCKED' });
    expect(same.statusCode).toBe(200);
    expect(await events('ACCOUNT_UPDATED')).toHaveLength(before + 1);
    expect((await call('PATCH', `/partner/v1/accounts/${walletId}`, {})).statusCode).toBe(417);
    expect((await call('PATCH', `/partner/v1/accounts/${walletId}`, { status: 'GONE' })).statusCode).toBe(417);
    expect((await call('PATCH', `/partner/v1/accounts/${walletId}`, { status: 'DELETED' })).statusCode).toBe(200);
    const closed = await call('PATCH', `/partner/v1/accounts/${walletId}`, { status: 'ACTIVE' });
    expect(closed.statusCode).toBe(417);
    expect(closed.json().error).toBe('account_closed');
  });

  it("answer 404 for another partner's account, on read and on change", async () => {
    const theirs = (
      await call(
        'POST',
        '/partner/v1/accounts',
        {
          clientId: (await call('GET', '/partner/v1/clients?take=1', undefined, otherKey)).json().list[0].clientId,
          currency: 'EUR',
        },
        otherKey,
      )
    ).json().walletId;
    expect((await call('GET', `/partner/v1/accounts/${theirs}`)).statusCode).toBe(404);
    expect((await call('PATCH', `/partner/v1/accounts/${theirs}`, { status: 'BLOCKED' })).statusCode).toBe(404);
    expect((await call('GET', `/partner/v1/accounts/${theirs}`, undefined, otherKey)).json().status).toBe('ACTIVE');
    expect((await call('GET', '/partner/v1/accounts/12abc')).statusCode).toBe(404);
  });
});

describe('partner API: cards', () => {
  let clientId: string;
  let walletId: string;
  let cardId: string;
  beforeAll(async () => {
    clientId = (await call('POST', '/partner/v1/clients', { ...individual, email: 'card@example.com' })).json().clientId;
    walletId = (await call('POST', '/partner/v1/accounts', { clientId, currency: 'EUR' })).json().walletId;
  });

  it('order a card: only the mask exists, CARD_CREATED is written', async () => {
    const r = await call('POST', '/partner/v1/cards', { clientId, walletId, virtual: true, cardholder: 'Anna Rossi', currency: 'EUR' });
    expect(r.statusCode).toBe(201);
    const c = card.parse(r.json());
    cardId = c.walletId;
    expect(c).toMatchObject({
      clientId,
      virtual: true,
      cardholder: 'ANNA ROSSI',
      status: 'ACTIVE',
      currency: 'EUR',
      balance: '0.00',
      availableAmount: '0.00',
    });
    expect(c.cardNumberMask).toMatch(/^\d{4} \*{4} \*{4} \d{4}$/);
    expect(c.expirationDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const [row] = await t.ctx.db.query<Record<string, unknown>>('SELECT * FROM cards WHERE wallet_id = $1', [cardId]);
    expect(Object.values(row!).some((v) => typeof v === 'string' && holdsCardNumber(v))).toBe(false);
    expect((await events('CARD_CREATED')).at(-1)!.entity).toEqual(r.json());
    const physical = await call('POST', '/partner/v1/cards', { clientId, virtual: false, cardholder: 'Anna Rossi', currency: 'GBP' });
    expect(physical.json().status).toBe('ORDERED');
  });

  it('refuse a card on another client’s account, in another currency, or with bad fields', async () => {
    const other = (await call('POST', '/partner/v1/clients', { ...individual, email: 'else@example.com' })).json().clientId;
    const wrongClient = await call('POST', '/partner/v1/cards', {
      clientId: other,
      walletId,
      virtual: true,
      cardholder: 'X Y',
      currency: 'EUR',
    });
    expect(wrongClient.statusCode).toBe(417);
    expect(wrongClient.json().error_param).toBe('walletId');
    const wrongCcy = await call('POST', '/partner/v1/cards', {
      clientId,
      walletId,
      virtual: true,
      cardholder: 'Anna Rossi',
      currency: 'USD',
    });
    expect(wrongCcy.json().error).toBe('currency_mismatch');
    for (const [body, field] of [
      [{ clientId, virtual: 'yes', cardholder: 'Anna Rossi', currency: 'EUR' }, 'virtual'],
      [{ clientId, virtual: true, cardholder: 'A', currency: 'EUR' }, 'cardholder'],
      [{ clientId, virtual: true, cardholder: 'Anna', currency: 'EUR', walletId: 'abc' }, 'walletId'],
    ] as const) {
      const r = await call('POST', '/partner/v1/cards', body);
      expect(r.statusCode).toBe(417);
      expect(r.json().error_param).toContain(field);
    }
  });

  it('change a card status with CARD_UPDATED; a lost card stays lost', async () => {
    const r = await call('PATCH', `/partner/v1/cards/${cardId}`, { status: 'SUSPENDED' });
    expect(r.json().status).toBe('SUSPENDED');
    expect((await events('CARD_UPDATED')).at(-1)!.entity).toMatchObject({ walletId: cardId, status: 'SUSPENDED' });
    expect((await call('PATCH', `/partner/v1/cards/${cardId}`, { status: 'NOPE' })).statusCode).toBe(417);
    expect((await call('PATCH', `/partner/v1/cards/${cardId}`, { status: 'LOST' })).statusCode).toBe(200);
    const again = await call('PATCH', `/partner/v1/cards/${cardId}`, { status: 'ACTIVE' });
    expect(again.json().error).toBe('card_closed');
    expect((await call('GET', `/partner/v1/cards/${cardId}`)).json().status).toBe('LOST');
  });

  it("answer 404 for another partner's card", async () => {
    expect((await call('GET', `/partner/v1/cards/${cardId}`, undefined, otherKey)).statusCode).toBe(404);
    expect((await call('PATCH', `/partner/v1/cards/${cardId}`, { status: 'ACTIVE' }, otherKey)).statusCode).toBe(404);
  });

  it('write events for the secret’s partner only', async () => {
    const rows = await t.ctx.db.query<{ partner_id: string }>('SELECT DISTINCT partner_id FROM outbox_events');
    const [demo] = await t.ctx.db.query<{ partner_id: string }>('SELECT partner_id FROM users WHERE email = $1', [DEMO.email]);
    const [other] = await t.ctx.db.query<{ partner_id: string }>('SELECT partner_id FROM users WHERE email = $1', [OTHER.email]);
    expect(rows.map((r) => r.partner_id).sort()).toEqual([demo!.partner_id, other!.partner_id].sort());
  });
});

describe('partner API: the portal reads what it wrote', () => {
  it('a client created through the API appears in the portal session’s statistics', async () => {
    const stats = async () =>
      (await t.app.inject({ method: 'GET', url: '/api-portal/statistics/clients/EXTERNAL_BUSINESS', headers: auth(session) })).json();
    const year = String(new Date().getUTCFullYear());
    const month = new Date().getUTCMonth();
    const before = (await stats())[year][month];
    await call('POST', '/partner/v1/clients', { ...business, email: 'stats@acme.example' });
    expect((await stats())[year][month]).toBe(before + 1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, OTHER, UNVERIFIED, auth, buildTestApp, type TestApp } from './helpers/build';
import { holdsCardNumber } from './helpers/card-numbers';
import { partnerIdByEmail } from '../src/cli/partners';
import { SYSTEM } from '../src/modules/audit/audit.service';
import { resetSandbox } from '../src/modules/sandbox/sandbox.service';

let t: TestApp;
let demo: string;
let other: string;
let demoId: string;
let otherId: string;
beforeAll(async () => {
  t = await buildTestApp();
  demo = await t.login(DEMO.email, DEMO.password);
  other = await t.login(OTHER.email, OTHER.password);
  demoId = (await partnerIdByEmail(t.ctx.db, DEMO.email))!;
  otherId = (await partnerIdByEmail(t.ctx.db, OTHER.email))!;
});
afterAll(() => t.close());

const call = (url: string, token = demo) => t.app.inject({ method: 'GET', url, headers: auth(token) });
const q = (params: Record<string, string | number>) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');
async function list<T = Record<string, unknown>>(path: string, params: Record<string, string | number> = {}, token = demo) {
  const r = await call(`${path}?${q(params)}`, token);
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as { list: T[]; count: number };
}
const sqlCount = async (sql: string, params: unknown[]) => Number((await t.ctx.db.query<{ n: number }>(sql, params))[0]!.n);

const IND = 'type=EXTERNAL_INDIVIDUAL';
const BUS = 'type=EXTERNAL_BUSINESS';

/** Each list call with its path, default sort key and how to read that key from a row. */
const LISTS = {
  individual: {
    path: '/api-portal/clients',
    base: { filter: IND },
    table: "clients WHERE partner_id = $1 AND type = 'EXTERNAL_INDIVIDUAL'",
  },
  business: { path: '/api-portal/clients', base: { filter: BUS }, table: "clients WHERE partner_id = $1 AND type = 'EXTERNAL_BUSINESS'" },
  accounts: { path: '/api-portal/accounts/list/BANK', base: {}, table: "accounts WHERE partner_id = $1 AND type = 'BANK'" },
  cards: { path: '/api-portal/cards', base: {}, table: 'cards WHERE partner_id = $1' },
  transactions: { path: '/api-portal/transactions', base: {}, table: 'transactions WHERE partner_id = $1' },
  invoices: { path: '/api-portal/invoice', base: {}, table: 'invoices WHERE partner_id = $1' },
} as const;

describe('list calls: paging, sort and defaults', () => {
  it('every list answers {list, count} with the exact count and the spec default page size', async () => {
    const sizes = { individual: 25, business: 25, accounts: 25, cards: 25, transactions: 25, invoices: 10 };
    for (const [name, l] of Object.entries(LISTS)) {
      const body = await list(l.path, l.base);
      const n = await sqlCount(`SELECT count(*)::int n FROM ${l.table}`, [demoId]);
      expect(body.count, name).toBe(n);
      expect(body.list.length, name).toBe(Math.min(n, sizes[name as keyof typeof sizes]));
    }
  });

  it('skip is a page index: page 2 of 5 is rows 10..14 of the same order', async () => {
    for (const [name, l] of Object.entries(LISTS)) {
      const all = await list(l.path, { ...l.base, take: 15 });
      const page = await list(l.path, { ...l.base, take: 5, skip: 2 });
      expect(page.list, name).toEqual(all.list.slice(10, 15));
      expect(page.count, name).toBe(all.count);
    }
  });

  it('a page after the end is empty but still counts', async () => {
    const body = await list('/api-portal/transactions', { take: 100, skip: 999 });
    expect(body.list).toEqual([]);
    expect(body.count).toBeGreaterThan(0);
  });

  it(`default sorts: clients createdDate DESC, accounts and cards balance DESC, \
transactions date DESC, invoices payBefore DESC`, async () => {
    const desc = (values: Array<string | number>) => values.every((v, i) => i === 0 || values[i - 1]! >= v);
    const ind = await list<{ createdDate: string }>('/api-portal/clients', { filter: IND, take: 50 });
    expect(desc(ind.list.map((r) => r.createdDate))).toBe(true);
    const acc = await list<{ balance: string }>('/api-portal/accounts/list/BANK', { take: 50 });
    expect(desc(acc.list.map((r) => Number(r.balance)))).toBe(true);
    const cards = await list<{ balance: string }>('/api-portal/cards', { take: 50 });
    expect(desc(cards.list.map((r) => Number(r.balance)))).toBe(true);
    const tx = await list<{ date: string }>('/api-portal/transactions', { take: 100 });
    expect(desc(tx.list.map((r) => r.date))).toBe(true);
    const inv = await list<{ paybefore: string }>('/api-portal/invoice', { take: 20 });
    expect(desc(inv.list.map((r) => r.paybefore))).toBe(true);
  });

  it('both sort directions of every sort column, with pages that neither overlap nor skip', async () => {
    const cases: Array<[string, Record<string, string>, string, (r: Record<string, string>) => string | number]> = [
      ['/api-portal/clients', { filter: IND }, 'createdDate', (r) => r.createdDate!],
      ['/api-portal/accounts/list/BANK', {}, 'balance', (r) => Number(r.balance)],
      ['/api-portal/accounts/list/BANK', {}, 'walletId', (r) => Number(r.walletId)],
      ['/api-portal/cards', {}, 'balance', (r) => Number(r.balance)],
      ['/api-portal/cards', {}, 'walletId', (r) => Number(r.walletId)],
      ['/api-portal/transactions', {}, 'date', (r) => r.date!],
      ['/api-portal/transactions', {}, 'amountOrigCcy', (r) => Number(r.amountOrigCcy)],
      ['/api-portal/invoice', {}, 'payBefore', (r) => r.paybefore!],
      ['/api-portal/invoice', {}, 'amount', (r) => Number(r.amount)],
    ];
    for (const [path, base, orderBy, key] of cases) {
      for (const sort of ['ASC', 'DESC'] as const) {
        const pages = [];
        for (let skip = 0; skip < 3; skip++)
          pages.push(...(await list<Record<string, string>>(path, { ...base, orderBy, sort, take: 5, skip })).list);
        const keys = pages.map(key);
        const ok = keys.every((v, i) => i === 0 || (sort === 'ASC' ? keys[i - 1]! <= v : keys[i - 1]! >= v));
        expect(ok, `${path} ${orderBy} ${sort}`).toBe(true);
        expect(new Set(pages.map((r) => JSON.stringify(r))).size, `${path} ${orderBy} ${sort} overlap`).toBe(pages.length);
      }
    }
  });

  it('clients sort by e-mail follows the database collation in both directions', async () => {
    for (const sort of ['ASC', 'DESC']) {
      const body = await list<{ email: string }>('/api-portal/clients', { filter: BUS, orderBy: 'email', sort, take: 100 });
      const rows = await t.ctx.db.query<{ email: string }>(
        `SELECT email FROM clients WHERE partner_id = $1 AND type = 'EXTERNAL_BUSINESS' ORDER BY email ${sort}, client_id ${sort}`,
        [demoId],
      );
      expect(body.list.map((r) => r.email)).toEqual(rows.map((r) => r.email));
    }
  });

  it('sort is accepted in lower case too', async () => {
    const a = await list('/api-portal/cards', { sort: 'asc', take: 5 });
    const b = await list('/api-portal/cards', { sort: 'ASC', take: 5 });
    expect(a).toEqual(b);
  });
});

describe('list calls: filters', () => {
  it('individual clients: email, clientId, firstName, lastName; each narrows and counts exactly', async () => {
    const [c] = await t.ctx.db.query<{ client_id: string; email: string; first_name: string; last_name: string }>(
      'SELECT client_id, email, first_name, last_name FROM clients' +
        " WHERE partner_id = $1 AND type = 'EXTERNAL_INDIVIDUAL' ORDER BY created_at LIMIT 1",
      [demoId],
    );
    const byId = await list<{ clientId: string }>('/api-portal/clients', { filter: `${IND};clientId=${c!.client_id}` });
    expect(byId.list.map((r) => r.clientId)).toEqual([c!.client_id]);
    expect(byId.count).toBe(1);
    const mid = c!.email.slice(3, 10).toUpperCase();
    const byEmail = await list<{ email: string }>('/api-portal/clients', { filter: `${IND};email=${mid}`, take: 100 });
    expect(byEmail.list.length).toBeGreaterThan(0);
    expect(byEmail.list.every((r) => r.email.toUpperCase().includes(mid))).toBe(true);
    expect(byEmail.count).toBe(
      await sqlCount("SELECT count(*)::int n FROM clients WHERE partner_id = $1 AND type = 'EXTERNAL_INDIVIDUAL' AND email ILIKE $2", [
        demoId,
        `%${mid}%`,
      ]),
    );
    for (const [field, col, value] of [
      ['firstName', 'first_name', c!.first_name.slice(1, 4).toLowerCase()],
      ['lastName', 'last_name', c!.last_name.toUpperCase()],
    ] as const) {
      const body = await list<Record<string, string>>('/api-portal/clients', { filter: `${IND};${field}=${value}`, take: 100 });
      expect(body.list.length, field).toBeGreaterThan(0);
      expect(
        body.list.every((r) => r[field]!.toLowerCase().includes(value.toLowerCase())),
        field,
      ).toBe(true);
      expect(body.count, field).toBe(
        await sqlCount(`SELECT count(*)::int n FROM clients WHERE partner_id = $1 AND type = 'EXTERNAL_INDIVIDUAL' AND ${col} ILIKE $2`, [
          demoId,
          `%${value}%`,
        ]),
      );
    }
  });

  it('business clients: companyName and companyRegNumber; the type scopes the list', async () => {
    const body = await list<{ type: string; companyName: string }>('/api-portal/clients', {
      filter: `${BUS};companyName=trading`,
      take: 100,
    });
    expect(body.list.length).toBeGreaterThan(0);
    expect(body.list.every((r) => r.type === 'EXTERNAL_BUSINESS' && /trading/i.test(r.companyName))).toBe(true);
    const [c] = await t.ctx.db.query<{ company_reg_number: string }>(
      "SELECT company_reg_number FROM clients WHERE partner_id = $1 AND type = 'EXTERNAL_BUSINESS' LIMIT 1",
      [demoId],
    );
    const reg = await list<{ companyRegNumber: string }>('/api-portal/clients', {
      filter: `${BUS};companyRegNumber=${c!.company_reg_number}`,
    });
    expect(reg.list.map((r) => r.companyRegNumber)).toEqual([c!.company_reg_number]);
    // a text field: matched case-insensitively by substring (CONTRACTS §4), a fragment from its middle too
    const number = c!.company_reg_number;
    const middle = number.slice(1, -1).toLowerCase();
    const part = await list<{ companyRegNumber: string }>('/api-portal/clients', {
      filter: `${BUS};companyRegNumber=${middle}`,
      take: 100,
    });
    expect(part.list.map((r) => r.companyRegNumber)).toContain(number);
    expect(part.count).toBe(
      await sqlCount(
        "SELECT count(*)::int n FROM clients WHERE partner_id = $1 AND type = 'EXTERNAL_BUSINESS' AND company_reg_number ILIKE $2",
        [demoId, `%${middle}%`],
      ),
    );
    const all = await list('/api-portal/clients', { filter: BUS });
    expect(all.count).toBe(
      await sqlCount("SELECT count(*)::int n FROM clients WHERE partner_id = $1 AND type = 'EXTERNAL_BUSINESS'", [demoId]),
    );
    const both = await list('/api-portal/clients');
    expect(both.count).toBe(await sqlCount('SELECT count(*)::int n FROM clients WHERE partner_id = $1', [demoId]));
  });

  it('accounts: walletId, integration, clientId and status (exact), alone and combined', async () => {
    const [a] = await t.ctx.db.query<{ wallet_id: string; client_id: string; integration: string }>(
      "SELECT wallet_id::text, client_id::text, integration FROM accounts WHERE partner_id = $1 AND type = 'BANK' LIMIT 1",
      [demoId],
    );
    expect(
      (await list<{ walletId: string }>('/api-portal/accounts/list/BANK', { filter: `walletId=${a!.wallet_id}` })).list.map(
        (r) => r.walletId,
      ),
    ).toEqual([a!.wallet_id]);
    const byClient = await list<{ clientId: string }>('/api-portal/accounts/list/BANK', { filter: `clientId=${a!.client_id}` });
    expect(byClient.list.every((r) => r.clientId === a!.client_id)).toBe(true);
    expect(byClient.count).toBe(
      await sqlCount("SELECT count(*)::int n FROM accounts WHERE partner_id = $1 AND type = 'BANK' AND client_id = $2", [
        demoId,
        a!.client_id,
      ]),
    );
    for (const status of ['ACTIVE', 'ORDERED', 'BLOCKED', 'DELETED']) {
      const body = await list<{ status: string; integration: string }>('/api-portal/accounts/list/BANK', {
        filter: `status=${status};integration=${a!.integration}`,
        take: 100,
      });
      expect(
        body.list.every((r) => r.status === status && r.integration === a!.integration),
        status,
      ).toBe(true);
      expect(body.count, status).toBe(
        await sqlCount("SELECT count(*)::int n FROM accounts WHERE partner_id = $1 AND type = 'BANK' AND status = $2", [demoId, status]),
      );
    }
    expect((await list('/api-portal/accounts/list/BANK', { filter: `integration=${a!.integration.toLowerCase()}` })).count).toBe(0);
  });

  it('cards: walletId, integration, clientId and status', async () => {
    const [c] = await t.ctx.db.query<{ wallet_id: string; client_id: string; integration: string; status: string }>(
      'SELECT wallet_id::text, client_id::text, integration, status FROM cards WHERE partner_id = $1 LIMIT 1',
      [demoId],
    );
    expect(
      (await list<{ walletId: string }>('/api-portal/cards', { filter: `walletId=${c!.wallet_id}` })).list.map((r) => r.walletId),
    ).toEqual([c!.wallet_id]);
    const byClient = await list<{ clientId: string }>('/api-portal/cards', { filter: `clientId=${c!.client_id}` });
    expect(byClient.list.length).toBeGreaterThan(0);
    expect(byClient.list.every((r) => r.clientId === c!.client_id)).toBe(true);
    const byStatus = await list<{ status: string }>('/api-portal/cards', { filter: `status=${c!.status}`, take: 100 });
    expect(byStatus.list.every((r) => r.status === c!.status)).toBe(true);
    expect(byStatus.count).toBe(
      await sqlCount('SELECT count(*)::int n FROM cards WHERE partner_id = $1 AND status = $2', [demoId, c!.status]),
    );
    expect((await list('/api-portal/cards', { filter: `integration=${c!.integration}` })).count).toBe(
      await sqlCount('SELECT count(*)::int n FROM cards WHERE partner_id = $1', [demoId]),
    );
  });

  it("transactions: walletId, clientId, and the client's firstName and lastName", async () => {
    const [x] = await t.ctx.db.query<{ wallet_id: string; client_id: string; first_name: string; last_name: string }>(
      `SELECT t.wallet_id::text, t.client_id::text, c.first_name, c.last_name FROM transactions t JOIN clients c USING (client_id)
        WHERE t.partner_id = $1 AND c.type = 'EXTERNAL_INDIVIDUAL' LIMIT 1`,
      [demoId],
    );
    const byWallet = await list<{ walletId: string }>('/api-portal/transactions', { filter: `walletId=${x!.wallet_id}`, take: 100 });
    expect(byWallet.list.every((r) => r.walletId === x!.wallet_id)).toBe(true);
    expect(byWallet.count).toBe(
      await sqlCount('SELECT count(*)::int n FROM transactions WHERE partner_id = $1 AND wallet_id = $2', [demoId, x!.wallet_id]),
    );
    const byClient = await list<{ clientId: string }>('/api-portal/transactions', { filter: `clientId=${x!.client_id}`, take: 100 });
    expect(byClient.list.every((r) => r.clientId === x!.client_id)).toBe(true);
    expect(byClient.count).toBe(
      await sqlCount('SELECT count(*)::int n FROM transactions WHERE partner_id = $1 AND client_id = $2', [demoId, x!.client_id]),
    );
    const names = `SELECT count(*)::int n FROM transactions t JOIN clients c USING (client_id) WHERE t.partner_id = $1`;
    const first = await list<{ clientId: string }>('/api-portal/transactions', {
      filter: `firstName=${x!.first_name.toUpperCase()}`,
      take: 100,
    });
    expect(first.count).toBe(await sqlCount(`${names} AND c.first_name ILIKE $2`, [demoId, x!.first_name]));
    const owners = await t.ctx.db.query<{ client_id: string }>(
      'SELECT client_id::text FROM clients WHERE partner_id = $1 AND first_name ILIKE $2',
      [demoId, x!.first_name],
    );
    const ids = new Set(owners.map((o) => o.client_id));
    expect(first.list.every((r) => ids.has(r.clientId))).toBe(true);
    const both = await list('/api-portal/transactions', { filter: `firstName=${x!.first_name};lastName=${x!.last_name}` });
    expect(both.count).toBe(
      await sqlCount(`${names} AND c.first_name ILIKE $2 AND c.last_name ILIKE $3`, [demoId, x!.first_name, x!.last_name]),
    );
    const combo = await list('/api-portal/transactions', { filter: `walletId=${x!.wallet_id};lastName=${x!.last_name}` });
    expect(combo.count).toBe(
      await sqlCount(`${names} AND t.wallet_id = $2 AND c.last_name ILIKE $3`, [demoId, x!.wallet_id, x!.last_name]),
    );
  });

  it('ids that cannot be ids match nothing (never a 500)', async () => {
    expect((await list('/api-portal/transactions', { filter: 'walletId=abc' })).count).toBe(0);
    expect((await list('/api-portal/cards', { filter: 'clientId=not-a-uuid' })).count).toBe(0);
    expect((await list('/api-portal/accounts/list/BANK', { filter: 'walletId=99999999999999999999999' })).count).toBe(0);
    expect((await list('/api-portal/clients', { filter: `${IND};clientId=1` })).count).toBe(0);
  });

  it('SQL and LIKE meta characters in values are data, never SQL', async () => {
    const [c] = await t.ctx.db.query<{ client_id: string }>(
      `INSERT INTO clients(partner_id, type, email, first_name, last_name)` +
        ` VALUES ($1, 'EXTERNAL_INDIVIDUAL', $2, 'Zoë', 'O''Brien') RETURNING client_id::text`,
      [demoId, 'odd%_\\name@example.test'],
    );
    const hits = async (filter: string) =>
      (await list<{ clientId: string }>('/api-portal/clients', { filter: `${IND};${filter}`, take: 100 })).list.map((r) => r.clientId);
    expect(await hits('email=%_\\')).toEqual([c!.client_id]);
    expect(await hits('email=%')).toEqual([c!.client_id]);
    expect(await hits('email=_')).toEqual([c!.client_id]);
    expect(await hits("lastName=o'brien")).toEqual([c!.client_id]);
    expect(await hits('firstName=zoë')).toEqual([c!.client_id]);
    for (const evil of ["' OR '1'='1", "x') DROP TABLE clients --", '$1', '"', 'a=b=c', '%00', 'ünï©ødé 😀']) {
      for (const field of ['email', 'firstName', 'clientId']) {
        const r = await call(`/api-portal/clients?${q({ filter: `${IND};${field}=${evil}` })}`);
        expect(r.statusCode, `${field}=${evil}`).toBe(200);
        expect(r.json().count).toBe(0);
      }
      for (const path of ['/api-portal/transactions?filter=', '/api-portal/cards?filter=', '/api-portal/accounts/list/BANK?filter=']) {
        const r = await call(`${path}${encodeURIComponent(`walletId=${evil};clientId=${evil}`)}`);
        expect(r.statusCode, `${path}${evil}`).toBe(200);
      }
    }
    // ';' separates filter pairs: what follows it is read as a field name, and refused as one
    const split = await call(`/api-portal/clients?${q({ filter: `${IND};email=x'; DROP TABLE clients; --` })}`);
    expect(split.statusCode).toBe(417);
    expect(split.json()).toEqual({ error: 'invalid_param', error_param: 'filter', param_value: 'DROP TABLE clients' });
    // a NUL character cannot be stored or compared: refused, not a 500
    for (const filter of [`${IND};email=a\u0000b`, `${IND};clientId=\u0000`]) {
      const r = await call(`/api-portal/clients?${q({ filter })}`);
      expect(r.statusCode).toBe(417);
      expect(r.json()).toMatchObject({ error: 'invalid_param', error_param: 'filter' });
    }
    expect(await sqlCount('SELECT count(*)::int n FROM clients WHERE partner_id = $1', [demoId])).toBeGreaterThan(1);
  });
});

describe('list calls: every invalid parameter answers 417 invalid_param naming it', () => {
  const bad: Array<[string, string, string]> = [
    ['/api-portal/clients?filter=type%3DEXTERNAL_INDIVIDUAL%3BcompanyName%3Dx', 'filter', 'companyName'],
    ['/api-portal/clients?filter=type%3DEXTERNAL_BUSINESS%3BfirstName%3Dx', 'filter', 'firstName'],
    ['/api-portal/clients?filter=firstName%3Dx', 'filter', 'firstName'],
    ['/api-portal/clients?filter=type%3DBUSINESS', 'filter', 'type'],
    ['/api-portal/clients?filter=password%3Dx', 'filter', 'password'],
    ['/api-portal/clients?orderBy=password', 'orderBy', 'password'],
    ['/api-portal/clients?sort=UP', 'sort', 'UP'],
    ['/api-portal/accounts/list/BANK?filter=type%3DCRYPTO', 'filter', 'type'],
    ['/api-portal/accounts/list/BANK?filter=status%3DSTOLEN', 'filter', 'status'],
    ['/api-portal/accounts/list/SAVINGS', 'type', 'SAVINGS'],
    ['/api-portal/accounts/list/BANK?skip=-1', 'skip', '-1'],
    ['/api-portal/cards?skip=abc', 'skip', 'abc'],
    ['/api-portal/cards?skip=1.5', 'skip', '1.5'],
    ['/api-portal/cards?take=0', 'take', '0'],
    ['/api-portal/cards?take=101', 'take', '101'],
    ['/api-portal/cards?take=ten', 'take', 'ten'],
    ['/api-portal/cards?filter=status%3Dactive', 'filter', 'status'],
    ['/api-portal/cards?orderBy=cardNumberMask', 'orderBy', 'cardNumberMask'],
    ['/api-portal/transactions?filter=details%3Dx', 'filter', 'details'],
    ['/api-portal/transactions?orderBy=date%3Bdrop', 'orderBy', 'date;drop'],
    ['/api-portal/transactions?sort=ASC%20NULLS%20FIRST', 'sort', 'ASC NULLS FIRST'],
    ['/api-portal/invoice?filter=paid%3Dtrue', 'filter', 'paid'],
    ['/api-portal/invoice?orderBy=id', 'orderBy', 'id'],
    ['/api-portal/invoice?take=-5', 'take', '-5'],
  ];
  it.each(bad)('%s', async (url, param, value) => {
    const r = await call(url);
    expect(r.statusCode, r.body).toBe(417);
    expect(r.json()).toEqual({ error: 'invalid_param', error_param: param, param_value: value });
  });

  it('a bad export format names the format parameter', async () => {
    const r = await call('/api-portal/cards?format=xlsx');
    expect(r.statusCode).toBe(417);
    expect(r.json()).toMatchObject({ error: 'invalid_param', error_param: 'format' });
  });
});

describe('details', () => {
  it('client, account (with bank details) and card of the signed-in partner', async () => {
    const [a] = await t.ctx.db.query<{ wallet_id: string; client_id: string; iban: string }>(
      'SELECT wallet_id::text, client_id::text, iban FROM accounts WHERE partner_id = $1 LIMIT 1',
      [demoId],
    );
    const client = (await call(`/api-portal/clients/${a!.client_id}`)).json();
    expect(client).toMatchObject({ clientId: a!.client_id });
    expect(['EXTERNAL_INDIVIDUAL', 'EXTERNAL_BUSINESS']).toContain(client.type);
    const account = (await call(`/api-portal/accounts/${a!.wallet_id}`)).json();
    expect(account).toMatchObject({ walletId: a!.wallet_id, clientId: a!.client_id, bankDetails: { iban: a!.iban } });
    expect(account.balance).toMatch(/^-?\d+\.\d{2}$/);
    const [k] = await t.ctx.db.query<{ wallet_id: string }>('SELECT wallet_id::text FROM cards WHERE partner_id = $1 LIMIT 1', [demoId]);
    const card = (await call(`/api-portal/cards/${k!.wallet_id}`)).json();
    expect(card.walletId).toBe(k!.wallet_id);
    expect(card.cardNumberMask).toMatch(/^\d{4} \*{4} \*{4} \d{4}$/);
    expect(holdsCardNumber(card)).toBe(false);
  });

  it('a missing or malformed id answers 404', async () => {
    for (const url of [
      '/api-portal/clients/00000000-0000-4000-8000-000000000000',
      '/api-portal/clients/nope',
      '/api-portal/accounts/1',
      '/api-portal/accounts/abc',
      '/api-portal/cards/999999999999',
      '/api-portal/cards/-1',
    ]) {
      const r = await call(url);
      expect(r.statusCode, url).toBe(404);
      expect(r.json().error).toBe('not_found');
    }
  });

  it('401 without a session and 403 for a partner who is not verified', async () => {
    for (const url of [
      '/api-portal/clients',
      '/api-portal/accounts/list/BANK',
      '/api-portal/cards',
      '/api-portal/transactions',
      '/api-portal/invoice',
      '/api-portal/cards/1',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
    const unverified = await t.login(UNVERIFIED.email, UNVERIFIED.password);
    expect((await call('/api-portal/transactions', unverified)).statusCode).toBe(403);
  });
});

describe('partners are sealed from each other', () => {
  it("partner A with each of partner B's ids: 404 exactly like a missing id, and empty filtered lists", async () => {
    const [b] = await t.ctx.db.query<{ wallet_id: string; client_id: string; integration: string }>(
      'SELECT wallet_id::text, client_id::text, integration FROM accounts WHERE partner_id = $1 LIMIT 1',
      [otherId],
    );
    const [k] = await t.ctx.db.query<{ wallet_id: string }>('SELECT wallet_id::text FROM cards WHERE partner_id = $1 LIMIT 1', [otherId]);
    const [tx] = await t.ctx.db.query<{ wallet_id: string }>('SELECT wallet_id::text FROM transactions WHERE partner_id = $1 LIMIT 1', [
      otherId,
    ]);
    const [inv] = await t.ctx.db.query<{ attachment_key: string }>('SELECT attachment_key FROM invoices WHERE partner_id = $1 LIMIT 1', [
      otherId,
    ]);
    const missing = (await call('/api-portal/clients/00000000-0000-4000-8000-000000000000')).json();
    for (const url of [
      `/api-portal/clients/${b!.client_id}`,
      `/api-portal/accounts/${b!.wallet_id}`,
      `/api-portal/accounts/${k!.wallet_id}`,
      `/api-portal/cards/${k!.wallet_id}`,
      `/api-portal/invoice/attachment/${inv!.attachment_key}`,
    ]) {
      const r = await call(url);
      expect(r.statusCode, url).toBe(404);
      expect(Object.keys(r.json())).toEqual(Object.keys(missing));
    }
    const empty: Array<[string, string]> = [
      ['/api-portal/clients', `${IND};clientId=${b!.client_id}`],
      ['/api-portal/clients', `${BUS};clientId=${b!.client_id}`],
      ['/api-portal/accounts/list/BANK', `walletId=${b!.wallet_id}`],
      ['/api-portal/accounts/list/BANK', `clientId=${b!.client_id}`],
      ['/api-portal/accounts/list/BANK', `integration=${b!.integration}`],
      ['/api-portal/cards', `walletId=${k!.wallet_id}`],
      ['/api-portal/cards', `clientId=${b!.client_id}`],
      ['/api-portal/cards', `integration=${b!.integration}`],
      ['/api-portal/transactions', `walletId=${tx!.wallet_id}`],
      ['/api-portal/transactions', `clientId=${b!.client_id}`],
    ];
    for (const [path, filter] of empty) {
      const body = await list(path, { filter });
      expect(body, `${path} ${filter}`).toEqual({ list: [], count: 0 });
      const csv = (await call(`${path}?${q({ filter, format: 'csv' })}`)).body.trim().split('\r\n');
      expect(csv.length, `${path} ${filter} csv`).toBe(1);
    }
  });

  it('no list of partner A holds a single row of partner B, whatever the page', async () => {
    const theirs = new Set(
      (
        await t.ctx.db.query<{ id: string }>(
          `SELECT client_id::text id FROM clients WHERE partner_id = $1 UNION ALL SELECT wallet_id::text FROM accounts WHERE partner_id = $1
         UNION ALL SELECT wallet_id::text FROM cards WHERE partner_id = $1 UNION ALL SELECT number FROM invoices WHERE partner_id = $1`,
          [otherId],
        )
      ).map((r) => r.id),
    );
    for (const l of Object.values(LISTS)) {
      for (let skip = 0; ; skip++) {
        const body = await list<Record<string, unknown>>(l.path, { ...l.base, take: 100, skip });
        for (const row of body.list) {
          for (const v of Object.values(row)) expect(theirs.has(String(v))).toBe(false);
        }
        if (body.list.length < 100 || skip > 20) break;
      }
    }
    const mine = await list('/api-portal/transactions', {}, other);
    expect(mine.count).toBe(await sqlCount('SELECT count(*)::int n FROM transactions WHERE partner_id = $1', [otherId]));
  });
});

describe('exact counts at scale come from counters kept in the same transaction', () => {
  it('inserts, status changes, type changes and deletes move the counted totals exactly', async () => {
    const count = async (path: string, filter = '') => (await list(path, filter ? { filter } : {})).count;
    const [c] = await t.ctx.db.query<{ client_id: string }>(
      "SELECT client_id::text FROM clients WHERE partner_id = $1 AND type = 'EXTERNAL_INDIVIDUAL' LIMIT 1",
      [demoId],
    );
    const before = {
      bank: await count('/api-portal/accounts/list/BANK'),
      active: await count('/api-portal/accounts/list/BANK', 'status=ACTIVE'),
      blocked: await count('/api-portal/accounts/list/BANK', 'status=BLOCKED'),
      trust: await count('/api-portal/accounts/list/TRUST'),
      tx: await count('/api-portal/transactions'),
      clientTx: await count('/api-portal/transactions', `clientId=${c!.client_id}`),
      ind: await count('/api-portal/clients', IND),
    };
    const ids = await t.ctx.db.query<{ wallet_id: string }>(
      `INSERT INTO accounts(partner_id, client_id, integration, currency, status, type)
       SELECT $1, $2, 'DEMOPAY', 'EUR', 'ACTIVE', 'BANK' FROM generate_series(1, 3) RETURNING wallet_id::text`,
      [demoId, c!.client_id],
    );
    expect(await count('/api-portal/accounts/list/BANK')).toBe(before.bank + 3);
    expect(await count('/api-portal/accounts/list/BANK', 'status=ACTIVE')).toBe(before.active + 3);
    await t.ctx.db.query("UPDATE accounts SET status = 'BLOCKED' WHERE wallet_id = $1", [ids[0]!.wallet_id]);
    await t.ctx.db.query('UPDATE accounts SET balance = balance + 1 WHERE partner_id = $1', [demoId]);
    expect(await count('/api-portal/accounts/list/BANK', 'status=ACTIVE')).toBe(before.active + 2);
    expect(await count('/api-portal/accounts/list/BANK', 'status=BLOCKED')).toBe(before.blocked + 1);
    await t.ctx.db.query("UPDATE accounts SET type = 'TRUST' WHERE wallet_id = $1", [ids[1]!.wallet_id]);
    expect(await count('/api-portal/accounts/list/TRUST')).toBe(before.trust + 1);
    await t.ctx.db.query(
      `INSERT INTO transactions(partner_id, transaction_number, wallet_id, client_id, transaction_type, orig_ccy, amount_orig_ccy)
       SELECT $1, 'T' || g, $2, $3, 'FEE', 'EUR', 1 FROM generate_series(1, 4) g`,
      [demoId, ids[2]!.wallet_id, c!.client_id],
    );
    expect(await count('/api-portal/transactions')).toBe(before.tx + 4);
    expect(await count('/api-portal/transactions', `clientId=${c!.client_id}`)).toBe(before.clientTx + 4);
    await t.ctx.db.query('DELETE FROM transactions WHERE wallet_id = $1', [ids[2]!.wallet_id]);
    await t.ctx.db.query('DELETE FROM accounts WHERE wallet_id = ANY($1::bigint[])', [ids.map((i) => i.wallet_id)]);
    expect(await count('/api-portal/transactions')).toBe(before.tx);
    expect(await count('/api-portal/transactions', `clientId=${c!.client_id}`)).toBe(before.clientTx);
    expect(await count('/api-portal/accounts/list/BANK')).toBe(before.bank);
    expect(await count('/api-portal/accounts/list/BANK', 'status=ACTIVE')).toBe(before.active);
    expect(await count('/api-portal/accounts/list/TRUST')).toBe(before.trust);
    await t.ctx.db.query("UPDATE clients SET type = 'EXTERNAL_BUSINESS', company_name = 'Moved' WHERE client_id = $1", [c!.client_id]);
    expect(await count('/api-portal/clients', IND)).toBe(before.ind - 1);
    await t.ctx.db.query("UPDATE clients SET type = 'EXTERNAL_INDIVIDUAL' WHERE client_id = $1", [c!.client_id]);
    expect(await count('/api-portal/clients', IND)).toBe(before.ind);
  });

  it("a client's names count its transactions exactly: added, moved, deleted, renamed, and per environment", async () => {
    const live =
      'SELECT count(*)::int n FROM transactions t JOIN clients c USING (client_id)' + " WHERE t.partner_id = $1 AND t.environment = 'live'";
    const agree = async (...values: Array<[string, string]>) => {
      for (const [field, v] of values) {
        const column = field === 'firstName' ? 'first_name' : 'last_name';
        const r = await list<{ clientId: string }>('/api-portal/transactions', { filter: `${field}=${v}`, take: 100 });
        expect(r.count, `${field}=${v}`).toBe(await sqlCount(`${live} AND c.${column} ILIKE '%' || $2 || '%'`, [demoId, v]));
      }
    };
    const [a, b] = await t.ctx.db.query<{ client_id: string; first_name: string; last_name: string; wallet_id: string }>(
      `SELECT DISTINCT ON (c.last_name) c.client_id::text, c.first_name, c.last_name, t.wallet_id::text
         FROM clients c JOIN transactions t USING (client_id) WHERE c.partner_id = $1 AND c.type = 'EXTERNAL_INDIVIDUAL' LIMIT 2`,
      [demoId],
    );
    const names = (): Array<[string, string]> => [
      ['firstName', a!.first_name],
      ['lastName', a!.last_name],
      ['firstName', 'quirin'],
      ['lastName', 'ZANARD'],
      ['lastName', b!.last_name],
    ];
    await agree(...names());
    const renamed = await t.ctx.db.query<{ n: number }>(
      "UPDATE clients SET first_name = 'Quirina', last_name = 'Zanardelli' WHERE client_id = $1 RETURNING 1 AS n",
      [a!.client_id],
    );
    expect(renamed).toHaveLength(1);
    await agree(...names());
    await t.ctx.db.query(
      `INSERT INTO transactions(partner_id, transaction_number, wallet_id, client_id, transaction_type, orig_ccy, amount_orig_ccy)
       SELECT $1, 'NM' || g, $2, $3, 'FEE', 'EUR', 1 FROM generate_series(1, 3) g`,
      [demoId, a!.wallet_id, a!.client_id],
    );
    await agree(...names());
    await t.ctx.db.query("UPDATE transactions SET client_id = $1 WHERE transaction_number = 'NM1'", [b!.client_id]);
    await agree(...names());
    // a sandbox client of the same name, with a transaction: the live lists do not count it
    await t.ctx.db.query(
      `WITH c AS (INSERT INTO clients(partner_id, environment, type, email, first_name, last_name)
                  VALUES ($1, 'sandbox', 'EXTERNAL_INDIVIDUAL', 'sb@example.test', 'Quirina', 'Zanardelli') RETURNING client_id)
       INSERT INTO transactions(partner_id, environment, transaction_number, wallet_id, client_id, transaction_type, orig_ccy,
                                amount_orig_ccy)
       SELECT $1, 'sandbox', 'NM-SB', $2, client_id, 'FEE', 'EUR', 1 FROM c`,
      [demoId, a!.wallet_id],
    );
    await agree(...names());
    await t.ctx.db.query("DELETE FROM transactions WHERE transaction_number LIKE 'NM%'");
    await t.ctx.db.query('UPDATE clients SET first_name = $2, last_name = $3 WHERE client_id = $1', [
      a!.client_id,
      a!.first_name,
      a!.last_name,
    ]);
    await agree(...names());
  });

  it("a name's counters follow its clients: added, renamed, retyped, moved, deleted, and a sandbox reset", async () => {
    const kept = `SELECT environment, type, field, name, clients::int AS clients, n::int AS n FROM client_name_tx_counts
       WHERE partner_id = $1 AND (clients <> 0 OR n <> 0) ORDER BY 1, 2, 3, 4`;
    const truth = `SELECT k.environment, k.type, f.field, f.name, count(*)::int AS clients, coalesce(sum(x.n), 0)::int AS n
       FROM clients k LEFT JOIN client_tx_counts x USING (client_id)
      CROSS JOIN LATERAL (VALUES ('first_name', k.first_name), ('last_name', k.last_name)) f (field, name)
      WHERE k.partner_id = $1 AND f.name IS NOT NULL GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`;
    const agree = async () => {
      expect(await t.ctx.db.query(kept, [demoId])).toEqual(await t.ctx.db.query(truth, [demoId]));
      for (const [type, field, column] of [
        ['EXTERNAL_INDIVIDUAL', 'lastName', 'last_name'],
        ['EXTERNAL_INDIVIDUAL', 'firstName', 'first_name'],
      ] as const) {
        const r = await list('/api-portal/clients', { filter: `type=${type};${field}=zanard`, take: 100 });
        const where = `partner_id = $1 AND environment = 'live' AND type = $2 AND ${column} ILIKE '%zanard%'`;
        expect(r.count, `${type} ${field}`).toBe(await sqlCount(`SELECT count(*)::int n FROM clients WHERE ${where}`, [demoId, type]));
      }
    };
    await agree();
    const added = await t.ctx.db.query<{ client_id: string }>(
      `INSERT INTO clients (partner_id, type, email, first_name, last_name)
       SELECT $1, (ARRAY['EXTERNAL_INDIVIDUAL', 'EXTERNAL_BUSINESS'])[1 + g % 2], 'zanard' || g || '@example.test',
              'Zanardina', (ARRAY['Zanardi', 'Zanardo'])[1 + g / 3]
         FROM generate_series(1, 5) g RETURNING client_id::text`,
      [demoId],
    );
    await agree();
    const [a, b, c, d] = added.map((r) => r.client_id);
    await t.ctx.db.query("UPDATE clients SET last_name = 'Zanardini' WHERE client_id = $1", [a]);
    await t.ctx.db.query("UPDATE clients SET type = 'EXTERNAL_INDIVIDUAL', first_name = NULL WHERE client_id = $1", [b]);
    await t.ctx.db.query("UPDATE clients SET email = 'zanard.moved@example.test', environment = 'sandbox' WHERE client_id = $1", [c]);
    await agree();
    // a sandbox client with a payment: its transactions move with it, and go with the reset
    const [wallet] = await t.ctx.db.query<{ wallet_id: string }>('SELECT wallet_id::text FROM accounts WHERE partner_id = $1 LIMIT 1', [
      demoId,
    ]);
    await t.ctx.db.query(
      `INSERT INTO transactions (partner_id, environment, transaction_number, wallet_id, client_id, transaction_type, orig_ccy,
                                 amount_orig_ccy)
       SELECT $1, 'sandbox', 'ZN' || g, $2, $3, 'FEE', 'EUR', 1 FROM generate_series(1, 2) g`,
      [demoId, wallet!.wallet_id, c],
    );
    await t.ctx.db.query("UPDATE clients SET last_name = 'Zanardelli' WHERE client_id = $1", [c]);
    await agree();
    await t.ctx.db.query('DELETE FROM clients WHERE client_id = $1', [d]);
    await agree();
    await resetSandbox(t.ctx, { partnerId: demoId, keys: false, actor: SYSTEM });
    await agree();
    expect(
      await sqlCount("SELECT count(*)::int n FROM client_name_tx_counts WHERE partner_id = $1 AND environment = 'sandbox'", [demoId]),
    ).toBe(0);
    await t.ctx.db.query('DELETE FROM clients WHERE client_id = ANY ($1::uuid[])', [[a, b, added[4]!.client_id]]);
    await agree();
  });

  it('a rolled-back insert leaves the counters untouched', async () => {
    const before = (await list('/api-portal/cards')).count;
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO cards(partner_id, client_id, integration, cardholder, card_number_mask, virtual, currency, status, expiration_date)
           SELECT partner_id, client_id, 'DEMOPAY', 'X',
           '1234 **** **** 5678', true, 'EUR', 'ACTIVE', '2030-01-01' FROM clients WHERE partner_id = $1 LIMIT 5`,
          [demoId],
        );
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect((await list('/api-portal/cards')).count).toBe(before);
  });
});

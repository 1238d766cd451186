import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, auth, buildTestApp, type TestApp } from './helpers/build';
import { partnerIdByEmail } from '../src/cli/partners';
import { exportCsv } from '../src/lib/list/run';
import { ACCOUNTS, CLIENTS, TRANSACTIONS } from '../src/modules/partner-data/partner-data.lists';
import type { Queryable } from '../src/db/db';

let t: TestApp;
let demo: string;
let demoId: string;
beforeAll(async () => {
  t = await buildTestApp();
  demo = await t.login(DEMO.email, DEMO.password);
  demoId = (await partnerIdByEmail(t.ctx.db, DEMO.email))!;
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: auth(demo) });
const lines = (csv: string) => csv.replace(/\r\n$/, '').split('\r\n');
/** the cells of a line without separators or quotes inside them, unquoted */
const cells = (line: string) => line.split(',').map((c) => c.replace(/^"|"$/g, ''));

/** Every row of a list, page by page through the JSON call. */
async function allPages(path: string, query: string): Promise<Array<Record<string, unknown>>> {
  const out = [];
  for (let skip = 0; ; skip++) {
    const body = (await get(`${path}?${query}&take=100&skip=${skip}`)).json();
    out.push(...body.list);
    if (body.list.length < 100) return out;
  }
}

/** Reads a stream to its end, with the number of SQL statements it needed. */
async function drain(run: (db: Queryable) => Promise<NodeJS.ReadableStream>) {
  let statements = 0;
  let largest = 0;
  const batches: string[] = [];
  const db: Queryable = {
    query: async (sql, params) => {
      statements++;
      if (sql.includes('AS _k')) batches.push(sql);
      const rows = await t.ctx.db.query(sql, params);
      largest = Math.max(largest, rows.length);
      return rows as never;
    },
    exec: (sql) => t.ctx.db.exec(sql),
  };
  let text = '';
  for await (const chunk of await run(db)) text += String(chunk);
  return { text, statements, largest, batches };
}

describe('CSV export', () => {
  it('streams the whole list in the list order, as a download', async () => {
    const r = await get('/api-portal/transactions?format=csv&skip=3&take=1');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(r.headers['content-disposition']).toBe('attachment; filename="transactions.csv"');
    const rows = lines(r.body);
    expect(rows[0]).toBe('transactionNumber,transactionType,origCcy,amountOrigCcy,details,date,walletId,clientId');
    const json = await allPages('/api-portal/transactions', 'orderBy=date');
    expect(json.length).toBeGreaterThan(1000); // more than one export batch
    expect(rows.length - 1).toBe(json.length);
    expect(rows.slice(1).map((l) => cells(l)[0])).toEqual(json.map((j) => j.transactionNumber));
  });

  it('applies the filter and the sort of the screen', async () => {
    const [c] = await t.ctx.db.query<{ client_id: string }>('SELECT client_id::text FROM accounts WHERE partner_id = $1 LIMIT 1', [demoId]);
    for (const [path, query] of [
      ['/api-portal/accounts/list/BANK', 'filter=status%3DACTIVE&orderBy=balance&sort=ASC'],
      ['/api-portal/cards', `filter=clientId%3D${c!.client_id}`],
      ['/api-portal/clients', 'filter=type%3DEXTERNAL_BUSINESS%3BcompanyName%3Dacme&orderBy=email'],
      ['/api-portal/transactions', 'filter=firstName%3Dmarco&orderBy=amountOrigCcy&sort=DESC'],
      ['/api-portal/invoice', 'orderBy=amount'],
    ]) {
      const csv = lines((await get(`${path}?${query}&format=csv`)).body);
      const json = await allPages(path!, query!);
      const header = csv[0]!.split(',');
      const idColumn = header.includes('walletId') && !header.includes('transactionNumber') ? 'walletId' : header[0]!;
      const at = header.indexOf(idColumn);
      expect(
        csv.slice(1).map((l) => cells(l)[at]),
        `${path} ${query}`,
      ).toEqual(json.map((j) => String(j[idColumn])));
    }
  });

  it('a bad parameter answers 417 before any byte of CSV', async () => {
    const r = await get('/api-portal/cards?format=csv&filter=status%3DNOPE');
    expect(r.statusCode).toBe(417);
    expect(r.json()).toEqual({ error: 'invalid_param', error_param: 'filter', param_value: 'status' });
  });

  it('reads batch by batch (keyset), never the whole list at once, and keeps ties in order', async () => {
    const [c] = await t.ctx.db.query<{ client_id: string }>('SELECT client_id FROM clients WHERE partner_id = $1 LIMIT 1', [demoId]);
    // 30 accounts with the same balance and 12 clients created at the same instant: ties across batch edges
    await t.ctx.db.query(
      `INSERT INTO accounts(partner_id, client_id, integration, currency, balance, status, type)
       SELECT $1, $2, 'DEMOPAY', 'EUR', 777.77, 'ACTIVE', 'BANK' FROM generate_series(1, 30)`,
      [demoId, c!.client_id],
    );
    await t.ctx.db.query(
      `INSERT INTO clients(partner_id, type, email, first_name, last_name, created_at)
       SELECT $1, 'EXTERNAL_INDIVIDUAL', 'tie' || g || '@example.test', 'Tie', 'Same',
       '2020-01-01T00:00:00.123456Z' FROM generate_series(1, 12) g`,
      [demoId],
    );
    for (const sort of ['ASC', 'DESC'] as const) {
      const acc = await drain((db) =>
        exportCsv(
          { db, spec: ACCOUNTS, ownerId: demoId, environment: 'live', fixed: { type: 'BANK' }, columns: ['walletId'] },
          { filter: {}, orderBy: 'balance', sort, skip: 0, take: 25 },
          7,
        ),
      );
      const accIds = lines(acc.text)
        .slice(1)
        .map((l) => cells(l)[0]);
      const json = await allPages('/api-portal/accounts/list/BANK', `orderBy=balance&sort=${sort}`);
      expect(accIds, `accounts ${sort}`).toEqual(json.map((j) => j.walletId));
      expect(acc.largest).toBeLessThanOrEqual(7);
      expect(acc.statements).toBe(Math.floor(json.length / 7) + 1);

      const cli = await drain((db) =>
        exportCsv(
          { db, spec: CLIENTS, ownerId: demoId, environment: 'live', columns: ['clientId'] },
          { filter: { type: 'EXTERNAL_INDIVIDUAL' }, orderBy: 'createdDate', sort, skip: 0, take: 25 },
          5,
        ),
      );
      const cliJson = await allPages('/api-portal/clients', `filter=type%3DEXTERNAL_INDIVIDUAL&orderBy=createdDate&sort=${sort}`);
      expect(
        lines(cli.text)
          .slice(1)
          .map((l) => cells(l)[0]),
        `clients ${sort}`,
      ).toEqual(cliJson.map((j) => j.clientId));
    }
  });

  it("a client's name: each batch walks the sort order when many rows match, reads the matches when few", async () => {
    const byName = (batch: number) =>
      drain((db) =>
        exportCsv(
          { db, spec: TRANSACTIONS, ownerId: demoId, environment: 'live', columns: ['transactionNumber'] },
          { filter: { firstName: 'marco' }, orderBy: 'date', sort: 'DESC', skip: 0, take: 25 },
          batch,
        ),
      );
    const json = await allPages('/api-portal/transactions', 'filter=firstName%3Dmarco&orderBy=date&sort=DESC');
    // a tenth of the rows: reading them all and sorting them for every small batch would cost more than the walk
    const many = await byName(7);
    expect(many.batches.length).toBe(Math.floor(json.length / 7) + 1);
    expect(many.batches.every((b) => b.includes(') IS TRUE'))).toBe(true);
    // for a batch as big as the matches, reading them once costs less
    const few = await byName(json.length + 1);
    expect(few.batches.every((b) => !b.includes(') IS TRUE') && b.includes('= ANY (ARRAY('))).toBe(true);
    for (const r of [many, few])
      expect(
        lines(r.text)
          .slice(1)
          .map((l) => cells(l)[0]),
      ).toEqual(json.map((j) => j.transactionNumber));
  });

  it('quotes every text cell and defuses spreadsheet formulas, but keeps negative amounts numbers', async () => {
    await t.ctx.db.query(
      `INSERT INTO clients(partner_id, type, email, company_name, company_reg_number, first_name) VALUES
       ($1, 'EXTERNAL_BUSINESS', 'csv@example.test', 'Acme, "Best" Ltd', '=HYPERLINK("http://x")', 'x;=1+2')`,
      [demoId],
    );
    const csv = (await get('/api-portal/clients?format=csv&filter=type%3DEXTERNAL_BUSINESS%3Bemail%3Dcsv%40example')).body;
    expect(lines(csv)[1]).toContain(`,"Acme, ""Best"" Ltd","'=HYPERLINK(""http://x"")",`);
    // a spreadsheet splitting on ';' (Italian Excel) reads a quoted cell as one text, never a formula
    expect(lines(csv)[1]).toContain(`"x;=1+2"`);
    expect(lines(csv)[1]).toContain(`"csv@example.test"`);
    const tx = (await get('/api-portal/transactions?format=csv&orderBy=amountOrigCcy&sort=ASC')).body;
    expect(lines(tx)[1]!.split(',')[3]).toMatch(/^-\d+\.\d{2}$/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTS } from '@portal/contract';
import { buildTestApp, DEMO, type TestApp } from './helpers/build';
import { runCommand } from '../src/cli/commands';
import { denseForm, estimatedCost, parseListOrThrow, PROBE_WALK, runList } from '../src/lib/list/run';
import { buildListSql, type ListSpec } from '../src/lib/list/query';
import { TRANSACTIONS } from '../src/modules/partner-data/partner-data.lists';

// The transactions filter by a client's name has three forms (a loop over the matching clients, the sort index
// read in order through a hashed set of them, or through a lookup of each entry's client); runList picks one by the
// counts, and each must read the very page the plain query reads. On the embedded database a list statement the
// planner expects to be slow is refused before it runs (417 query_too_expensive): PGlite has no statement timeout
// and one slow statement stalls every request (the PostgreSQL side, 503 query_timeout, is in db-limits.test.ts).
let t: TestApp;
let partnerId: string;
const spec = TRANSACTIONS as ListSpec;
beforeAll(async () => {
  t = await buildTestApp();
  await runCommand(t.ctx, ['seed', '--email', DEMO.email, '--clients', '200', '--accounts', '400', '--transactions', '4000']);
  await t.ctx.db.exec('ANALYZE');
  partnerId = (await t.ctx.db.query<{ id: string }>('SELECT partner_id::text AS id FROM users WHERE email = $1', [DEMO.email]))[0]!.id;
}, 180_000);
afterAll(() => t.close());
/** The seeded rows are the partner's live ones. */
const LIVE = {
  get id() {
    return partnerId;
  },
  environment: 'live' as const,
};

describe('transactions by client name: every form reads the plain query’s page', () => {
  for (const filter of ['lastName=rossi', 'firstName=anna', 'lastName=o', 'lastName=nobody']) {
    it(filter, async () => {
      const run = { db: t.ctx.db, spec, ownerId: partnerId, environment: 'live' as const, map: (r: unknown) => r };
      for (const [orderBy, sort] of [
        ['date', 'DESC'],
        ['amountOrigCcy', 'ASC'],
      ] as const) {
        const q0 = parseListOrThrow({ filter, orderBy, sort, take: '50', skip: '0' }, LISTS.transactions);
        const { count } = await runList(run, q0, Infinity);
        for (let skip = 0; skip <= Math.ceil(count / 50); skip += Math.max(1, Math.floor(count / 50 / 6))) {
          const q = parseListOrThrow({ filter, orderBy, sort, take: '50', skip: String(skip) }, LISTS.transactions);
          const plain = buildListSql(spec, q, LIVE);
          const dense = buildListSql(spec, q, LIVE, {}, undefined, true);
          const expected = await t.ctx.db.query(plain.page.sql, plain.page.params);
          expect(await t.ctx.db.query(dense.page.sql, dense.page.params), `${orderBy} page ${skip} dense`).toEqual(expected);
          expect(dense.page.sql).toContain('IS TRUE');
          const probe = buildListSql(spec, q, LIVE, {}, undefined, 'probe');
          expect(await t.ctx.db.query(probe.page.sql, probe.page.params), `${orderBy} page ${skip} probe`).toEqual(expected);
          const near = await runList(run, q, Infinity);
          const far = await runList(run, q, 0);
          expect(near, `${orderBy} page ${skip}`).toEqual({ list: expected, count });
          expect(far, `${orderBy} page ${skip} from the end`).toEqual(near);
        }
      }
    });
  }
});

describe('the form of a page of a filter with two', () => {
  it('walks the sort index when that reads fewer entries than the matches, and looks each up when it is short', () => {
    // a name on 7% of 5,000,000 transactions
    const [n, all] = [350_000, 5_000_000];
    expect(denseForm(0, 50, n, all, false)).toBe('probe');
    expect(denseForm(n - 50, 50, n, all, true)).toBe('probe');
    expect(denseForm(4_950, 50, n, all, false)).toBe(true);
    expect(denseForm(175_000, 50, n, all, true)).toBe(false);
    // the probe's walk is bounded: a name on 2% walks 2,500 entries for its first page
    expect((50 * 5_000_000) / 100_000).toBeGreaterThan(PROBE_WALK);
    expect(denseForm(0, 50, 100_000, 5_000_000, false)).toBe(true);
    // a rare name: its few rows read and sorted
    expect(denseForm(0, 50, 900, all, false)).toBe(false);
  });
});

describe.runIf(!process.env.TEST_DATABASE_URL)('the embedded statement guard', () => {
  it('refuses a list statement the planner expects to cost more than the bound, before it runs', async () => {
    // a deep page read with a plain OFFSET (from-end reading off, and past ORDERED_WALK: not bounded) costs more
    // than the first page
    const deep = parseListOrThrow({ skip: '210', take: '50' }, LISTS.transactions);
    const first = parseListOrThrow({ skip: '0' }, LISTS.transactions);
    const costly = await estimatedCost(t.ctx.db, buildListSql(spec, deep, LIVE).page);
    const small = await estimatedCost(t.ctx.db, buildListSql(spec, first, LIVE).page);
    expect(small * 2).toBeLessThan(costly);
    // a bound between the two: the first page passes, the deep page is refused naming it; a filter is named instead
    const db = { query: t.ctx.db.query.bind(t.ctx.db), exec: t.ctx.db.exec.bind(t.ctx.db), maxCost: (small + costly) / 2 };
    const run = { db, spec, ownerId: partnerId, environment: 'live' as const, map: (r: unknown) => r };
    expect((await runList(run, first, Infinity)).list).toHaveLength(first.take);
    await expect(runList(run, deep, Infinity)).rejects.toMatchObject({
      status: 417,
      code: 'query_too_expensive',
      param: 'skip',
      value: '210',
    });
    const filtered = parseListOrThrow({ skip: '80', filter: `walletId=${'9'.repeat(9)}` }, LISTS.transactions);
    expect(await runList(run, filtered, Infinity)).toEqual({ list: [], count: 0 });
    const named = parseListOrThrow({ skip: '80', filter: 'lastName=o' }, LISTS.transactions);
    await expect(runList({ ...run, db: { ...db, maxCost: 1 } }, named)).rejects.toMatchObject({ param: 'filter', value: 'lastName=o' });
  });

  it('plans every list statement but the bounded ones: a list’s counters, a page near an end in its index’s order', async () => {
    const planned: string[] = [];
    const db = {
      query: <R>(sql: string, params?: unknown[]) => {
        if (sql.startsWith('EXPLAIN')) planned.push(sql);
        return t.ctx.db.query<R>(sql, params);
      },
      exec: t.ctx.db.exec.bind(t.ctx.db),
      maxCost: 1e12,
    };
    const run = { db, spec, ownerId: partnerId, environment: 'live' as const, map: (r: unknown) => r };
    // unfiltered: the count is the list's counters and the page walks the sort index from its start
    const plain = parseListOrThrow({ skip: '0' }, LISTS.transactions);
    const built = buildListSql(spec, plain, LIVE);
    expect(built.count).toMatchObject({ bounded: true });
    expect(built.page).toMatchObject({ bounded: true });
    expect((await runList(run, plain)).count).toBeGreaterThanOrEqual(4000);
    expect(planned).toEqual([]);
    // a filter counted over the rows and not ordered by the index: both statements are planned
    const filtered = parseListOrThrow({ skip: '0', filter: 'lastName=o' }, LISTS.transactions);
    const both = buildListSql(spec, filtered, LIVE);
    expect([both.count.bounded, both.page.bounded]).toEqual([undefined, undefined]);
    await runList(run, filtered, Infinity);
    expect(planned.length).toBeGreaterThanOrEqual(2);
  });

  it('answers 417 query_too_expensive over HTTP, and the portal keeps answering', async () => {
    const strict = await buildTestApp({ env: { DB_EMBEDDED_MAX_COST: '1' } });
    try {
      const token = await strict.login(DEMO.email, DEMO.password);
      const auth = { authorization: `Bearer ${token}` };
      const r = await strict.app.inject({ method: 'GET', url: '/api-portal/transactions?filter=lastName%3Drossi', headers: auth });
      expect(r.statusCode).toBe(417);
      expect(r.json()).toEqual({ error: 'query_too_expensive', error_param: 'filter', param_value: 'lastName=rossi' });
      // the CSV export of the same filter is refused before its download starts, and is not written to the audit log
      const csv = await strict.app.inject({
        method: 'GET',
        url: '/api-portal/transactions?format=csv&filter=lastName%3Drossi',
        headers: auth,
      });
      expect(csv.statusCode).toBe(417);
      expect(csv.headers['content-type']).toMatch(/^application\/json/);
      expect(csv.json()).toEqual({ error: 'query_too_expensive', error_param: 'filter', param_value: 'lastName=rossi' });
      const exported = await strict.ctx.db.query(`SELECT 1 FROM audit_log WHERE action = 'export.csv'`);
      expect(exported).toEqual([]);
      expect((await strict.app.inject({ method: 'GET', url: '/api-portal/auth/logged-in', headers: auth })).statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });

  it('lets every list through at the default bound', async () => {
    expect(t.ctx.db.maxCost).toBe(t.ctx.env.DB_EMBEDDED_MAX_COST);
    const token = await t.login(DEMO.email, DEMO.password);
    const r = await t.app.inject({
      method: 'GET',
      url: '/api-portal/transactions?filter=lastName%3Drossi&skip=3',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(r.statusCode).toBe(200);
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api-portal/transactions?format=csv&filter=lastName%3Drossi',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\n')[0]).toMatch(/^transactionNumber,/);
  });
});

// `node scripts/bench/lists.mjs` (also run at the end of `npm run bench`): the list calls at scale.
// Seeds one partner's live rows (operator `seed`: a client per 20 transactions, an account and a card per 10) and a
// tenth as many sandbox rows beside them, which every live list must pass over by its index, on a fresh embedded
// database, then on PostgreSQL when BENCH_DATABASE_URL is set (a fresh database is created there and dropped
// afterwards; BENCH_LISTS_ONLY=pg skips the embedded run).
// For every list it measures the median of page 1, page 100 and the last page, with the default sort and with one
// filter, over HTTP, and the very same SQL (page + exact count, built by the same code) run directly
// through the driver, against the targets of docs/performance.md. Where the SQL takes a millisecond or two the
// ratio measures only a signed-in call's fixed cost (measured on /auth/logged-in beside each call), so such a call
// also passes when its overhead is within that fixed cost + 0.5 ms (the table shows both verdicts).
// Before measuring it runs VACUUM ANALYZE, the state autovacuum keeps a server in.
// Sizes follow the transactions: BENCH_LIST_TRANSACTIONS, _PG_TRANSACTIONS, _SMALL; BENCH_LIST_RUNS the medians' runs.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { register } from 'tsx/esm/api';
import { root } from '../lib.mjs';

register();
const src = (p) => import(path.join(root, 'apps/server/src', p));
const { loadEnv } = await src('config/env.ts');
const { createContext } = await src('bootstrap.ts');
const { buildApp } = await src('app.ts');
const { seedDemo } = await src('demo/demo.ts');
const { bulkSeed } = await src('demo/bulk-seed.ts');
const { runCommand } = await src('cli/commands.ts');
const { buildListSql } = await src('lib/list/query.ts');
const { FROM_END_AFTER, commonFor, denseForm, parseListOrThrow } = await src('lib/list/run.ts');
const lists = await src('modules/partner-data/partner-data.lists.ts');
const { INVOICES } = await src('modules/invoices/invoices.lists.ts');
const { LISTS, clientsListFor } = await import('@portal/contract');
const pino = (await import('pino')).default;
const pg = (await import('pg')).default;

const num = (name, dflt) => Number(process.env[`BENCH_LIST_${name}`] ?? dflt);
/** one partner's data at `transactions` rows: a client per 20 transactions, an account and a card per 10 */
const sized = (transactions) => ({
  clients: Math.max(100, Math.round(transactions / 20)),
  accounts: Math.max(200, Math.round(transactions / 10)),
  cards: Math.max(200, Math.round(transactions / 10)),
  transactions,
});
const BIG = num('TRANSACTIONS', 1_000_000);
const BIG_PG = num('PG_TRANSACTIONS', BIG);
const SMALL = num('SMALL', 50_000);
const RUNS = num('RUNS', 10);
const EMAIL = 'demo@partner.test';

/**
 * The measured calls: page 1, page 100 and the last page of every list with its default sort and with each
 * of its filters, with a value a partner uses (a name, a status, a client, an e-mail fragment). CLIENT,
 * WALLET, ACCOUNT, CARD and INTEGRATION stand for values read from the seeded data.
 */
function cases() {
  const c = [];
  const pages = (label, urlPath, spec, filter, fixed = {}) => {
    const descriptor = urlPath === '/api-portal/clients' ? clientsListFor(filter) : label.split(' ')[0];
    for (const skip of [0, 99, 'LAST']) {
      const name = skip === 'LAST' ? 'last page' : `page ${skip + 1}`;
      c.push({
        label: `${label}, ${name}`,
        urlPath,
        spec,
        descriptor,
        query: { ...(filter ? { filter } : {}), skip: String(skip) },
        fixed,
      });
    }
  };
  const all = (label, urlPath, spec, base, filters, fixed) => {
    pages(`${label} default sort`, urlPath, spec, base, fixed);
    for (const f of filters) pages(`${label} ${f}`, urlPath, spec, base ? `${base};${f}` : f, fixed);
  };
  const person = 'type=EXTERNAL_INDIVIDUAL';
  all('clients (individual)', '/api-portal/clients', lists.CLIENTS, person, [
    'lastName=rossi',
    'firstName=anna',
    'email=client12',
    'clientId=CLIENT',
  ]);
  all('clients (business)', '/api-portal/clients', lists.CLIENTS, 'type=EXTERNAL_BUSINESS', [
    'companyName=delta foods',
    'companyRegNumber=IT0000000',
  ]);
  const wallet = (id) => ['status=ACTIVE', 'integration=INTEGRATION', 'clientId=CLIENT', `walletId=${id}`];
  all('accounts', '/api-portal/accounts/list/BANK', lists.ACCOUNTS, '', wallet('ACCOUNT'), { type: 'BANK' });
  all('cards', '/api-portal/cards', lists.CARDS, '', wallet('CARD'));
  all('transactions', '/api-portal/transactions', lists.TRANSACTIONS, '', [
    'lastName=rossi',
    'firstName=anna',
    'clientId=CLIENT',
    'walletId=WALLET',
  ]);
  for (const skip of [0, 99]) {
    c.push({
      label: `invoices default sort, page ${skip + 1}`,
      urlPath: '/api-portal/invoice',
      spec: INVOICES,
      descriptor: 'invoices',
      query: { skip: String(skip) },
      fixed: {},
    });
  }
  return c;
}

/** A lean keep-alive client, so that the client's own cost stays out of the server's time. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const get = (url, headers) =>
  new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers }, (res) => {
      const chunks = [];
      res.on('data', (d) => chunks.push(d));
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
  });

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function withDatabase(url, fn) {
  if (!url) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-lists-'));
    try {
      return await fn({ DATA_DIR: dir }, 'embedded PGlite');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  const name = `bench_lists_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-lists-'));
  try {
    return await fn({ DATA_DIR: dir, DATABASE_URL: target.toString() }, 'PostgreSQL');
  } finally {
    if (!process.env.BENCH_KEEP) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Seeds `seed` on a fresh database and measures every case: HTTP and its own SQL, medians of RUNS. */
async function measure(url, seed, withExport) {
  return withDatabase(url, async (extraEnv, dbName) => {
    const env = loadEnv({ LOG_LEVEL: 'silent', SEED_DEMO: 'true', NODE_ENV: 'development', HOST: '127.0.0.1', PORT: '0', ...extraEnv });
    const ctx = await createContext(env, pino({ level: 'silent' }));
    const rows = new Map();
    let exported;
    try {
      await seedDemo(ctx);
      const s0 = Date.now();
      const seeded = await runCommand(ctx, ['seed', '--email', EMAIL, ...Object.entries(seed).flatMap(([k, v]) => [`--${k}`, String(v)])]);
      const partnerId = (await ctx.db.query('SELECT partner_id FROM users WHERE email = $1', [EMAIL]))[0].partner_id;
      const sandbox = sized(Math.round(seed.transactions / 10));
      await ctx.db.transaction((tx) =>
        bulkSeed(tx, { partnerId, integration: 'SANDBOX', now: ctx.now(), environment: 'sandbox', ...sandbox }),
      );
      const seedMs = Date.now() - s0;
      // the state autovacuum leaves a server in after a bulk load (PostgreSQL 13+ also vacuums tables that
      // only get inserts): planner statistics, and a visibility map that lets index-only scans skip the
      // table. PGlite runs no autovacuum, so the same statement stands in for it there.
      const a0 = Date.now();
      await ctx.db.exec('VACUUM ANALYZE');
      console.log(
        `[bench-lists] ${dbName}: seeded ${JSON.stringify(seed)} live and ${JSON.stringify(sandbox)} sandbox in ${seedMs} ms` +
          ` (${seeded.ms} ms of it the live seed's SQL)` +
          `, VACUUM ANALYZE ${Date.now() - a0} ms`,
      );

      const app = await buildApp({ env, db: ctx.db, brands: ctx.brands, box: ctx.box, now: ctx.now, logger: false });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${app.server.address().port}`;
      try {
        const login = await fetch(`${base}/api-portal/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: EMAIL, password: 'Demo@Partner1' }),
        });
        const { token } = await login.json();
        // the live rows of the lists of one environment's rows; the partner's for the others (invoices)
        const owner = (spec) => (spec.environment ? { id: partnerId, environment: 'live' } : partnerId);
        const value = async (sql) => String((await ctx.db.query(sql, [partnerId]))[0].v);
        const client = await value(
          'SELECT client_id::text AS v FROM client_tx_counts n JOIN clients c USING (client_id)' +
            " WHERE c.partner_id = $1 AND c.environment = 'live' ORDER BY n DESC LIMIT 1",
        );
        const values = {
          CLIENT: client,
          WALLET: await value(`SELECT wallet_id AS v FROM transactions WHERE partner_id = $1 AND client_id = '${client}' LIMIT 1`),
          ACCOUNT: await value(
            "SELECT wallet_id AS v FROM accounts WHERE partner_id = $1 AND environment = 'live' AND type = 'BANK'" +
              ' ORDER BY wallet_id DESC LIMIT 1',
          ),
          CARD: await value(
            "SELECT wallet_id AS v FROM cards WHERE partner_id = $1 AND environment = 'live' ORDER BY wallet_id DESC LIMIT 1",
          ),
          INTEGRATION: await value("SELECT integration AS v FROM accounts WHERE partner_id = $1 AND environment = 'live' LIMIT 1"),
        };
        const fill = (f) => f.replace(/CLIENT|WALLET|ACCOUNT|CARD|INTEGRATION/g, (k) => values[k]);

        // what any signed-in call costs (HTTP round trip, session lookup): GET /api-portal/auth/logged-in,
        // timed beside each list call so that both see the same load on the machine
        const fixedCost = async () => {
          const t = performance.now();
          await get(`${base}/api-portal/auth/logged-in`, { authorization: `Bearer ${token}` });
          return performance.now() - t;
        };
        for (let i = 0; i < 5; i++) await fixedCost();

        for (const k of cases()) {
          const query = { ...k.query, ...(k.query.filter ? { filter: fill(k.query.filter) } : {}) };
          const descriptor = LISTS[k.descriptor];
          if (query.skip === 'LAST') {
            const probe = buildListSql(k.spec, parseListOrThrow({ ...query, skip: '0' }, descriptor), owner(k.spec), k.fixed);
            const n = Number((await ctx.db.query(probe.count.sql, probe.count.params))[0].n);
            query.skip = String(Math.max(0, Math.ceil(n / parseListOrThrow({ ...query, skip: '0' }, descriptor).take) - 1));
          }
          const parsed = parseListOrThrow(query, descriptor);
          const run = {
            db: ctx.db,
            spec: k.spec,
            ownerId: partnerId,
            environment: k.spec.environment ? 'live' : undefined,
            fixed: k.fixed,
          };
          const sql = buildListSql(k.spec, parsed, owner(k.spec), k.fixed, undefined, await commonFor(run, parsed));
          // its own SQL, as runList runs it: page and count side by side near the start, else the count first
          // and the page (from the nearer end) knowing it; a filter with two forms (ListSpec.dense) counts first
          // too, and the list without it, and takes the cheaper form
          const offset = parsed.skip * parsed.take;
          const shaped = (k.spec.dense ?? []).filter((f) => f in parsed.filter);
          const sequential = offset >= FROM_END_AFTER || shaped.length > 0;
          const counted = async (c) => Number((await ctx.db.query(c.sql, c.params))[0].n);
          const rawRun = async () => {
            const common = await commonFor(run, parsed);
            if (!sequential)
              return Promise.all([ctx.db.query(sql.page.sql, sql.page.params), ctx.db.query(sql.count.sql, sql.count.params)]);
            const n = await counted(sql.count);
            if (offset >= n) return [];
            const fromEnd = offset >= FROM_END_AFTER;
            let dense = common;
            if (!dense && shaped.length > 0) {
              const others = Object.fromEntries(Object.entries(parsed.filter).filter(([f]) => !shaped.includes(f)));
              const all = await counted(buildListSql(k.spec, { ...parsed, filter: others }, owner(k.spec), k.fixed).count);
              dense = denseForm(offset, parsed.take, n, all, fromEnd);
            }
            const known = buildListSql(k.spec, parsed, owner(k.spec), k.fixed, fromEnd ? n : undefined, dense).page;
            return ctx.db.query(known.sql, known.params);
          };
          const target = `${base}${k.urlPath}?${new URLSearchParams(query)}`;
          const http = [];
          const raw = [];
          const fixed = [];
          let body = '';
          let refused = '';
          for (let i = 0; i < RUNS + 2 && !refused; i++) {
            let t = performance.now();
            const r = await get(target, { authorization: `Bearer ${token}` });
            if (i >= 2) http.push(performance.now() - t);
            if (r.status === 417 && JSON.parse(r.body).error === 'query_too_expensive') refused = r.body;
            else if (r.status !== 200) throw new Error(`${target}: ${r.status} ${r.body}`);
            body = r.body;
            t = performance.now();
            await rawRun();
            if (i >= 2) raw.push(performance.now() - t);
            const f = await fixedCost();
            if (i >= 2) fixed.push(f);
          }
          rows.set(k.label, {
            count: refused ? '' : JSON.parse(body).count,
            refused,
            http: http.length ? median(http) : NaN,
            raw: raw.length ? median(raw) : NaN,
            fixed: fixed.length ? median(fixed) : NaN,
          });
        }
        if (withExport) exported = await exportRss(base, token);
      } finally {
        await app.close();
      }
    } finally {
      await ctx.db.close();
    }
    return { dbName, rows, exported };
  });
}

/** A full garbage collection on demand (the flag set at run time: `node scripts/bench/lists.mjs` needs no option). */
const collect = (() => {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc');
})();
const GC_EVERY = 16 * 2 ** 20;

/**
 * The whole transactions list as CSV over HTTP. Every 16 MiB streamed, a full garbage collection and the live heap
 * after it: what the export keeps, without the sawtooth of a heap that the collector lets grow between collections
 * (the RSS peak, shown too, moves with that timing). Flat memory: the live heap over the last half of the stream
 * stays within 10 MB of where it was after the first 16 MiB.
 */
async function exportRss(base, token) {
  collect();
  const rss0 = process.memoryUsage().rss;
  const live = [];
  let peak = rss0;
  let bytes = 0;
  let lines = 0;
  let next = GC_EVERY;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const e0 = performance.now();
  const r = await fetch(`${base}/api-portal/transactions?format=csv`, { headers: { authorization: `Bearer ${token}` } });
  for await (const chunk of r.body) {
    bytes += chunk.length;
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
    if (bytes >= next) {
      next += GC_EVERY;
      collect();
      live.push(process.memoryUsage().heapUsed);
    }
  }
  clearInterval(timer);
  const mb = (x) => x / 1e6;
  const late = live.slice(Math.floor(live.length / 2));
  return {
    rows: lines - 1,
    mb: mb(bytes),
    s: (performance.now() - e0) / 1000,
    rss0: mb(rss0),
    grew: mb(peak - rss0),
    first: mb(live[0] ?? 0),
    late: mb(Math.max(0, ...late)),
    samples: live.length,
  };
}

const ms = (x) => (Number.isFinite(x) ? x.toFixed(1) : '');

/** Both sizes on one database, the table and the issue's targets. */
async function benchOn(url) {
  const big = url ? BIG_PG : BIG;
  const small = SMALL > 0 && SMALL < big ? await measure(url, sized(SMALL), false) : null;
  const { dbName, rows, exported } = await measure(url, sized(big), true);
  const table = [];
  let ok = true;
  for (const [label, r] of rows) {
    const s = small?.rows.get(label);
    // within 1.5x of its own SQL; where the SQL takes a millisecond or two the ratio measures the HTTP round trip
    // and session lookup every signed-in call pays: such a call passes when its overhead is no more than that + 0.5 ms
    const own = r.http <= 1.5 * r.raw || r.http - r.raw <= r.fixed + 0.5;
    // first and last pages: within 1.5x between the small and the big database (or 1 ms apart: noise); 3x for a
    // filter matching a fixed share of the rows (its matches grew with the data), whose exact count follows them
    const edge = !label.endsWith('page 100');
    const share = s && r.count > 0.5 * (big / SMALL) * s.count;
    const flat = !s || !edge || r.http <= (share ? 3 : 1.5) * s.http || r.http - s.http <= 1;
    // the time a partner waits: embedded 200 ms; PostgreSQL 50 ms, 100 ms where more than 100,000 rows match
    const limit = dbName === 'embedded PGlite' ? 200 : r.count > 100_000 ? 100 : 50;
    const fast = r.http <= limit;
    const pass = !r.refused && own && flat && fast;
    ok &&= pass;
    table.push({
      list: label,
      count: r.count,
      'HTTP ms': r.refused ? 'refused' : ms(r.http),
      'SQL ms': ms(r.raw),
      ratio: (r.http / r.raw).toFixed(2),
      'fixed ms': ms(r.fixed),
      [`at ${SMALL.toLocaleString('en')}`]: s ? ms(s.http) : '',
      growth: s && edge ? (r.http / s.http).toFixed(2) : '',
      ok: pass
        ? 'yes'
        : `NO${own ? '' : ' (>1.5x SQL)'}${flat ? '' : ' (grows)'}${fast ? '' : ` (>${limit} ms)`}${r.refused ? ' (refused)' : ''}`,
    });
  }
  console.log(
    `\nlist calls on ${dbName} at ${big.toLocaleString('en')} transactions (median of ${RUNS}; HTTP = the portal call, SQL = its own` +
      ` SQL through the driver, fixed = a signed-in call that reads nothing). Targets: HTTP within 1.5x of its SQL (or its overhead` +
      ` within fixed + 0.5 ms); first and last pages within 1.5x of the ${SMALL.toLocaleString('en')} figure` +
      ` (3x for a filter matching a fixed share)` +
      `; every call within ${dbName === 'embedded PGlite' ? '200 ms' : '50 ms (100 ms where more than 100,000 rows match)'}`,
  );
  console.table(table);
  const e = exported;
  const flatMemory = e.samples >= 2 && e.late - e.first < 10;
  ok &&= flatMemory;
  console.log(
    `[bench-lists] ${dbName}: CSV export of ${e.rows.toLocaleString('en')} transactions (${e.mb.toFixed(0)} MB) in ${e.s.toFixed(1)} s;` +
      ` live heap after a full collection every 16 MiB: ${e.first.toFixed(1)} MB after the first, at most ${e.late.toFixed(1)} MB` +
      ` over the last half (${e.samples} samples); RSS ${e.rss0.toFixed(0)} MB before, +${e.grew.toFixed(0)} MB at its peak.` +
      ` Flat (last half within 10 MB of the first): ${flatMemory ? 'yes' : 'NO'}`,
  );
  return ok;
}

// the embedded database always; PostgreSQL too when BENCH_DATABASE_URL names a server
const targets = process.env.BENCH_LISTS_ONLY === 'pg' ? [] : [undefined];
if (process.env.BENCH_DATABASE_URL) targets.push(process.env.BENCH_DATABASE_URL);
let ok = true;
for (const url of targets) ok = (await benchOn(url)) && ok;
console.log(`[bench-lists] targets ${ok ? 'met' : 'NOT met'}`);
process.exit(ok ? 0 : 1);

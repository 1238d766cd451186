import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { bulkSeed } from '../src/demo/bulk-seed';
import { buildListSql, condition, type Dense, type FilterSpec, type ListSpec, type SqlQuery } from '../src/lib/list/query';
import { commonFor } from '../src/lib/list/run';
import { CLIENTS } from '../src/modules/partner-data/partner-data.lists';
import { freshDb } from './helpers/build';
import { nodes, ownerOf, planOf, specSources, specsOf } from './helpers/list-plans';

// Every filter of every list is read through an index, on the database's own plan: on a seeded, analysed partner, for
// a value no row has (rare, to the planner's statistics), the value must be a condition of an index (Index Cond, or
// the Recheck Cond of a bitmap read) in both the page and the count, and a Filter nowhere: a value checked row by row
// means a walk of the partner's rows, or of the sort order, that finds a rare value only at the end. Sequential scans
// are off, so that a missing index shows as the walk the planner would take instead.
//
// WALKS names the filters that are walks today, each list with why that is tolerable for now; it may only shrink:
// a filter named there that is read through an index fails too, so that it is struck off. The lists of a partner's
// business data (clients, accounts, cards, transactions: the tables that grow to millions of rows), its audit log
// and a webhook's deliveries (both grow with its activity) have none.
const WALKS: Record<string, { fields: string[]; why: string }> = {
  EVENTS_SPEC: { fields: ['visible'], why: 'the types a key may see: most of them, set by the route, never a rare value' },
  TICKETS: { fields: ['title'], why: "one user's tickets" },
  REQUEST_LOG: { fields: ['status'], why: 'the request log keeps at most REQUEST_LOG_KEEP rows a partner' },
  CONSOLE_PARTNERS: { fields: ['q', 'agent', 'verification', 'enabled'], why: 'the console: one row per partner' },
  CONSOLE_INVOICES: { fields: ['q', 'agent', 'paid'], why: 'the console: a few invoices per partner and month' },
  CONSOLE_AUDIT: { fields: ['operator', 'partner'], why: "the console: the operators' own actions" },
  CONSOLE_REVIEWS: { fields: ['q', 'agent'], why: 'the console: the reviews waiting for an operator' },
  CONSOLE_TICKETS: { fields: ['q', 'state'], why: 'the console: the open tickets' },
  CONSOLE_OPERATORS: { fields: ['q', 'role', 'state'], why: "the console: the bank's own staff" },
};

const DATE = '2026-01-01';
/**
 * Values a filter of each kind accepts, with the text that shows it in a plan (a date shows as a timestamp; an
 * inclusive `to` day as the next day, its exclusive end).
 */
const candidates = (): Array<[string, string]> => [
  [DATE, '2026-01-0'],
  [`${DATE}T00:00:00Z`, DATE],
  ['zqrare', 'zqrare'],
  ['700007', '700007'],
  ['true', 'true'],
  ['4xx', '4xx'],
  ['FAILED', 'FAILED'],
];

function valueFor(field: string, spec: FilterSpec): [string, string] {
  // a date range is rare when it starts after every row, or ends before every row
  if (field === 'from') return ['2099-01-01', '2099-01-0'];
  if (field === 'to') return ['2000-01-01', '2000-01-0'];
  if (spec.kind === 'exact' && spec.values) return [spec.values[spec.values.length - 1]!, spec.values[spec.values.length - 1]!];
  if (spec.kind === 'id' && spec.type === 'uuid') {
    const id = crypto.randomUUID();
    return [id, id];
  }
  if (spec.kind === 'text' || spec.kind === 'exact') return ['zqrare', 'zqrare'];
  for (const [value, shown] of candidates())
    try {
      condition(field, spec, value, () => '$2');
      if (spec.kind !== 'id' || value === '700007') return [value, shown];
    } catch {
      // not a value this filter accepts: the next candidate
    }
  throw new Error(`no test value for the filter ${field}`);
}

let db: Db;
let drop: () => Promise<void>;
const partnerId = crypto.randomUUID();
beforeAll(async () => {
  ({ db, drop } = await freshDb());
  await migrate(db);
  await db.query(`INSERT INTO partners (id, wlp_id, agent, company_name) VALUES ($1, 'WLP-PLANS', 'agent', 'Plans')`, [partnerId]);
  const o = { partnerId, integration: 'WLP-PLANS', clients: 2000, accounts: 4000, cards: 4000, transactions: 20_000, now: new Date() };
  await db.transaction((tx) => bulkSeed(tx, o));
  // a name per client, as a real partner's clients have (the seed gives them ten of each): a filter's walk of the
  // partner's distinct names shows, as it would at scale
  await db.query(
    `UPDATE clients SET first_name = first_name || substr(md5(client_id::text), 1, 6), last_name = last_name || substr(md5(email), 1, 6)
      WHERE partner_id = $1 AND first_name IS NOT NULL`,
    [partnerId],
  );
  // a busy partner's audit log and one webhook's deliveries (the webhook's id is the partner's, as ownerOf passes it)
  await db.query(
    `INSERT INTO audit_log (partner_id, at, actor_type, actor_email, action, changes, prev_hash, hash)
     SELECT $1, now() - i * interval '1 minute', (ARRAY['user','operator'])[1 + i % 2], 'member' || i % 40 || '@plans.test',
       (ARRAY['secret.created','webhook.updated','member.invited'])[1 + i % 3], '{}', '', ''
     FROM generate_series(1, 20000) i`,
    [partnerId],
  );
  await db.query(`INSERT INTO webhooks (id, partner_id, url, secret_encrypted) VALUES ($1, $1, 'https://plans.test/hook', '')`, [
    partnerId,
  ]);
  await db.query(
    `INSERT INTO webhook_deliveries (webhook_id, partner_id, event_id, event_type, body, status, created_at)
     SELECT $1, $1, gen_random_uuid(), (ARRAY['ACCOUNT_CREATED','CARD_UPDATED'])[1 + i % 2], '{}', 'SUCCEEDED',
       now() - i * interval '1 minute'
     FROM generate_series(1, 20000) i`,
    [partnerId],
  );
  await db.exec('VACUUM ANALYZE'); // the state autovacuum keeps a server in
}, 180_000);
afterAll(() => drop?.());

/** The problems of one statement's plan for a filter whose value shows as `shown`. */
async function problems(q: SqlQuery, shown: string): Promise<string[]> {
  const all = nodes(await planOf(db, q, ['enable_seqscan']));
  const has = (text?: string) => (text ?? '').toLowerCase().includes(shown.toLowerCase());
  const found: string[] = [];
  if (all.some((n) => n['Node Type'] === 'Seq Scan')) found.push('a sequential scan');
  if (!all.some((n) => has(n['Index Cond']) || has(n['Recheck Cond']))) found.push('no index condition on the value');
  for (const n of all.filter((n) => has(n.Filter)))
    found.push(`the value checked row by row in ${n['Node Type']} ${n['Index Name'] ?? ''}`);
  return found;
}

describe('every filter of every list', () => {
  it('is read through an index in its page and its count, on a rare value', async () => {
    let checked = 0;
    const failures: string[] = [];
    const walking = new Set<string>();
    for (const { file, where } of specSources)
      for (const [name, spec] of await specsOf(file)) {
        const filters = Object.entries(spec.filters as Record<string, FilterSpec>);
        // a list scoped by a type (clients; accounts, whose route fixes it) is asked with its most common one
        const type = filters.find(([f, s]) => f === 'type' && s.kind === 'exact' && s.values);
        for (const [field, f] of filters) {
          const [value, shown] = valueFor(field, f);
          const table = spec.from.split(' ')[0]!;
          const common = `SELECT type FROM ${table} WHERE partner_id = $1 GROUP BY type ORDER BY count(*) DESC LIMIT 1`;
          const scope: Record<string, string> =
            type && field !== 'type' ? { type: (await db.query<{ type: string }>(common, [partnerId]))[0]!.type } : {};
          const filter = { ...scope, [field]: value };
          const orderBy = Object.keys(spec.sorts)[0]!;
          const build = (dense: Dense) =>
            buildListSql(
              spec as ListSpec,
              { filter, orderBy, sort: 'DESC', skip: 0, take: 50 },
              ownerOf(spec, partnerId, 'live'), // the seeded rows are live
              {},
              undefined,
              dense,
            );
          const { page, count } = build(false);
          // a filter with two forms (ListSpec.dense): the forms for many matches too
          const dense = spec.dense?.includes(field)
            ? ([
                ['dense page', build(true).page],
                ['probe page', build('probe').page],
              ] as const)
            : [];
          const found: string[] = [];
          for (const [what, q] of [['page', page] as const, ['count', count] as const, ...dense])
            for (const p of await problems(q, shown)) found.push(`${where} ${name} ${field}=${value} ${what}: ${p}`);
          if (!WALKS[name]?.fields.includes(field)) failures.push(...found);
          else if (found.length > 0) walking.add(`${name}.${field}`);
          else failures.push(`${where} ${name} ${field}: read through an index now; strike it off WALKS`);
          checked++;
        }
      }
    expect(checked).toBeGreaterThanOrEqual(50);
    expect(failures).toEqual([]);
    // every list WALKS names exists, with each of its fields
    expect([...walking].sort()).toEqual(
      Object.entries(WALKS)
        .flatMap(([n, w]) => w.fields.map((f) => `${n}.${f}`))
        .sort(),
    );
  });
});

describe("the clients' text filters at scale", () => {
  const live = () => ({ id: partnerId, environment: 'live' as const });
  const query = (filter: Record<string, string>) => ({ filter, orderBy: 'createdDate', sort: 'DESC' as const, skip: 0, take: 50 });

  it("counts a name from its names' counters and reads its page from the name's index, never the clients' rows", async () => {
    for (const [field, column] of [
      ['firstName', 'first_name'],
      ['lastName', 'last_name'],
    ]) {
      const { page, count } = buildListSql(CLIENTS, query({ type: 'EXTERNAL_INDIVIDUAL', [field!]: 'zqrare' }), live());
      const counted = nodes(await planOf(db, count, ['enable_seqscan']));
      expect(
        counted.filter((n) => n['Relation Name'] === 'clients').map((n) => n['Node Type']),
        field,
      ).toEqual([]);
      // the page's keys: the matching names' clients, an index-only scan by the names; then the page's own rows
      const paged = nodes(await planOf(db, page, ['enable_seqscan']));
      const byNames = paged.find((n) => n['Index Name'] === `clients_${column}_list_idx`);
      expect(byNames?.['Node Type'], field).toBe('Index Only Scan');
      expect(byNames?.['Index Cond'], field).toContain('ANY');
      const rows = paged.filter((n) => n['Relation Name'] === 'clients' && n !== byNames);
      expect(
        rows.map((n) => `${n['Node Type']} ${n['Index Name']}`),
        field,
      ).toEqual(['Index Scan clients_pkey']);
    }
  });

  it('reads a registration number most rows share by an index-only walk of the sort index, a rare one by its trigrams', async () => {
    const run = { db, spec: CLIENTS, ownerId: partnerId, environment: 'live' as const };
    // the seeded numbers are zero-padded: every business client's holds this
    const common = query({ type: 'EXTERNAL_BUSINESS', companyRegNumber: 'IT0000' });
    expect(await commonFor(run, query({ type: 'EXTERNAL_BUSINESS', companyRegNumber: 'zqrare' }))).toBe(false);
    expect(await commonFor(run, common)).toBe(true);
    const { page, count } = buildListSql(CLIENTS, common, live(), {}, undefined, true);
    for (const [what, q] of [
      ['page', page],
      ['count', count],
    ] as const) {
      const all = nodes(await planOf(db, q, ['enable_seqscan']));
      expect(
        all.filter((n) => n['Node Type'].startsWith('Bitmap')).map((n) => n['Index Name']),
        what,
      ).toEqual([]);
      const walk = all.find((n) => n.Filter?.includes('IT0000'));
      expect(walk?.['Node Type'], what).toBe('Index Only Scan');
    }
  });
});

import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import {
  parseListQuery,
  type Environment,
  type ListAnswer,
  type ListDescriptor,
  type ListQueryInput,
  type ParsedListQuery,
} from '@portal/contract';
import type { Queryable } from '../../db/db';
import { AppError, invalid } from '../errors';
import { buildBatchSql, buildListSql, matchSql, type Cursor, type Dense, type ListOwner, type ListSpec, type SqlQuery } from './query';
import { csvHeader, csvLine, type Cell } from './csv';

const ownerOf = (o: Pick<ListRun<unknown, unknown>, 'ownerId' | 'environment'>): ListOwner =>
  o.environment ? { id: o.ownerId, environment: o.environment } : o.ownerId;

/** The list query checked against the screen's descriptor: 417 invalid_param naming the parameter. */
export function parseListOrThrow(q: ListQueryInput, d: ListDescriptor): ParsedListQuery {
  const r = parseListQuery(q, d);
  if (!r.ok) throw invalid('invalid_param', r.problem.param, r.problem.value);
  return r.value;
}

export interface ListRun<R, T> {
  db: Queryable;
  spec: ListSpec;
  /** whose rows ($1 of the list SQL): the partner; for the inbox the user, for deliveries the webhook */
  ownerId: string;
  /** which environment's rows ($2), for a list of one environment's rows (ListSpec.environment) */
  environment?: Environment;
  /** conditions the route decides, e.g. the account type of the path */
  fixed?: Record<string, string>;
  map: (row: R) => T;
}

/** The planner's estimates of a statement: its total cost and the rows it returns (EXPLAIN runs nothing). */
async function estimated(db: Queryable, q: SqlQuery): Promise<{ 'Total Cost': number; 'Plan Rows': number }> {
  const [row] = await db.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${q.sql}`, q.params);
  const raw = row?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: { 'Total Cost': number; 'Plan Rows': number } }>;
  return plan[0]!.Plan;
}

/** The planner's estimated total cost of a statement. */
export const estimatedCost = async (db: Queryable, q: SqlQuery): Promise<number> => (await estimated(db, q))['Total Cost'];

/**
 * The embedded database's statement guard: PGlite has no statement_timeout and runs in the process's one
 * thread, so a statement that walks millions of rows would stall every other request. Each list statement is
 * planned first and refused (417 query_too_expensive naming the filter, or the page when unfiltered) when the planner's estimate is above
 * the database's `maxCost` (DB_EMBEDDED_MAX_COST); a statement `bounded` by construction (a list's counters, a page
 * near either end read in its sort index's order: SqlQuery.bounded) is not planned. PostgreSQL cancels a slow statement itself instead
 * (DB_STATEMENT_TIMEOUT_MS, 503 query_timeout).
 */
export async function refuseExpensive(
  db: Queryable,
  q: Pick<ParsedListQuery, 'filter' | 'skip'>,
  ...statements: SqlQuery[]
): Promise<void> {
  const bound = db.maxCost;
  if (!bound) return;
  for (const s of statements) {
    if (!s.bounded && (await estimatedCost(db, s)) > bound) {
      // the filter when there is one (narrow it), else the page (a page nearer either end)
      const filter = Object.entries(q.filter)
        .map(([k, v]) => `${k}=${v}`)
        .join(';');
      throw filter
        ? new AppError(417, 'query_too_expensive', 'filter', filter)
        : new AppError(417, 'query_too_expensive', 'skip', String(q.skip));
    }
  }
}

/** Pages that start this many rows or more into a list are read knowing its count (see runList). */
export const FROM_END_AFTER = 5_000;

/** A walk of the sort index this short checks each entry by a lookup (a `probe`), not the set of all matches first. */
export const PROBE_WALK = 2_000;

/**
 * The form of a page of a filter with two (ListSpec.dense), given its n matching rows of all: `false` reads the
 * matching rows and sorts them; otherwise the sort index is read in order, skipping non-matching entries (about
 * (rows before the page + take) × all / n of them, counted from the nearer end), when that costs less. A walk of at
 * most PROBE_WALK entries is a `probe`: its cost follows the page's place, not how many rows match.
 */
export function denseForm(offset: number, take: number, n: number, all: number, fromEnd: boolean): Dense {
  const before = fromEnd ? Math.min(offset, Math.max(0, n - offset - take)) : offset;
  const walked = (before + take) * all;
  if (walked >= n * n) return false;
  return walked <= PROBE_WALK * n ? 'probe' : true;
}

const countOf = async (db: Queryable, c: SqlQuery) => Number((await db.query<{ n: number | string | bigint }>(c.sql, c.params))[0]?.n ?? 0);

/** The least share of the list a ListSpec.common filter's value is expected on for the walk of the sort index. */
export const COMMON_SHARE = 0.01;

/**
 * Whether a ListSpec.common filter is read in its dense form: the planner's estimate of its matches (from the
 * column's statistics, before anything runs) against the list without it (counters, usually).
 */
export async function commonFor(o: Omit<ListRun<unknown, unknown>, 'map'>, q: ParsedListQuery): Promise<boolean> {
  const shaped = o.spec.common?.filter((f) => f in q.filter) ?? [];
  if (shaped.length === 0) return false;
  const others = Object.fromEntries(Object.entries(q.filter).filter(([f]) => !shaped.includes(f)));
  const n = await countOf(o.db, buildListSql(o.spec, { ...q, filter: others }, ownerOf(o), o.fixed).count);
  return (await estimated(o.db, matchSql(o.spec, q.filter, ownerOf(o), o.fixed)))['Plan Rows'] >= n * COMMON_SHARE;
}

/** The form of a filter with two (ListSpec.dense), given the list's `n` matching rows (denseForm). */
async function denseFor(
  o: Omit<ListRun<unknown, unknown>, 'map'>,
  q: ParsedListQuery,
  n: number,
  offset: number,
  take: number,
  fromEnd: boolean,
): Promise<Dense> {
  const shaped = o.spec.dense?.filter((f) => f in q.filter) ?? [];
  if (shaped.length === 0) return false;
  const others = Object.fromEntries(Object.entries(q.filter).filter(([f]) => !shaped.includes(f)));
  const all = await countOf(o.db, buildListSql(o.spec, { ...q, filter: others }, ownerOf(o), o.fixed).count);
  return denseForm(offset, take, n, all, fromEnd);
}

/**
 * One page and its exact count. Near the start of a list both run side by side; from FROM_END_AFTER
 * rows on, the count comes first, so a page past the middle is read from the other end of the index
 * (a deep OFFSET walks every row before the page: the last page of 5,000,000 rows took a second).
 * A filter with two forms (ListSpec.dense) is counted first too, and so is the list without it: reading
 * the sort index in order walks about (rows before the page + take) × all / matching entries, the other
 * form reads the matching rows and sorts them; the page takes the cheaper (denseForm). A ListSpec.common filter
 * whose value the planner expects on a large share of the list is counted and paged by the walk of the sort index.
 */
export async function runList<R, T>(o: ListRun<R, T>, q: ParsedListQuery, fromEndAfter = FROM_END_AFTER): Promise<ListAnswer<T>> {
  const common = await commonFor(o, q);
  const { page, count } = buildListSql(o.spec, q, ownerOf(o), o.fixed, undefined, common);
  const counted = () => countOf(o.db, count);
  const offset = q.skip * q.take;
  const shaped = o.spec.dense?.filter((f) => f in q.filter) ?? [];
  if (offset < fromEndAfter && shaped.length === 0) {
    await refuseExpensive(o.db, q, page, count);
    const [rows, n] = await Promise.all([o.db.query<R>(page.sql, page.params), counted()]);
    return { list: rows.map(o.map), count: n };
  }
  await refuseExpensive(o.db, q, count);
  const n = await counted();
  if (offset >= n) return { list: [], count: n };
  const fromEnd = offset >= fromEndAfter;
  const dense = common || (await denseFor(o, q, n, offset, q.take, fromEnd));
  const known = buildListSql(o.spec, q, ownerOf(o), o.fixed, fromEnd ? n : undefined, dense).page;
  await refuseExpensive(o.db, q, known);
  return { list: (await o.db.query<R>(known.sql, known.params)).map(o.map), count: n };
}

export const EXPORT_BATCH = 1000;

/**
 * The whole filtered list as CSV (the descriptor's `csv` columns, the row's SQL aliases), read in
 * keyset-ordered batches (never the whole list in memory, no transaction held open between batches).
 * The first batch's SQL is built, and on the embedded database planned against its statement guard,
 * before the stream starts: a bad filter, or one whose batches would walk too much of the list for the
 * embedded database's one thread, answers 417 and not a broken download. The later batches differ only
 * in their cursor.
 */
export async function exportCsv(
  o: Omit<ListRun<unknown, unknown>, 'map'> & {
    columns: readonly string[];
    /** a change to each row before it is written, e.g. personal data masked for the caller's role */
    row?: (r: Record<string, Cell>) => Record<string, Cell>;
  },
  q: ParsedListQuery,
  batch = EXPORT_BATCH,
): Promise<Readable> {
  const fixed = o.fixed ?? {};
  // a filter with two forms: every batch reads all the matches after its cursor and sorts them, or walks the sort
  // index in order past the rows that do not match; the count (from counters) says which costs less
  let dense = await commonFor(o, q);
  if (!dense && o.spec.dense?.some((f) => f in q.filter)) {
    const { count } = buildListSql(o.spec, q, ownerOf(o), fixed);
    await refuseExpensive(o.db, q, count);
    // the batches walk the whole list: a probe's lookups would cost more than the set
    dense = (await denseFor(o, q, await countOf(o.db, count), 0, batch, false)) !== false;
  }
  const first = buildBatchSql(o.spec, q, ownerOf(o), fixed, null, batch, dense);
  await refuseExpensive(o.db, q, first);
  async function* lines() {
    yield csvHeader(o.columns);
    let sql = first;
    for (;;) {
      const rows = await o.db.query<Record<string, Cell> & { _k: string; _t: string }>(sql.sql, sql.params);
      if (rows.length === 0) return;
      let chunk = '';
      for (const raw of rows) {
        const r = o.row ? o.row(raw) : raw;
        chunk += csvLine(o.columns.map((c) => r[c]));
      }
      yield chunk;
      if (rows.length < batch) return;
      const last = rows[rows.length - 1]!;
      const after: Cursor = { k: last._k, t: last._t };
      sql = buildBatchSql(o.spec, q, ownerOf(o), fixed, after, batch, dense);
    }
  }
  return Readable.from(lines());
}

/** Answers a CSV stream as a download. */
export function sendCsv(reply: FastifyReply, file: { filename: string; stream: Readable }): FastifyReply {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'no-store')
    .send(file.stream);
}

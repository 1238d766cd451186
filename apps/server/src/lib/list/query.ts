import type { Environment, ListDescriptor, ParsedListQuery, SortDirection } from '@portal/contract';
import { invalid } from '../errors';
import { isUuid } from '../ids';
import { likeEscape } from './sql';
import { prepared } from '../../db/prepared';

/**
 * Safe SQL for every list call (CONTRACTS §4) from a parsed query and a per-list column map: the one
 * builder of list SQL. Every value is a bound parameter; only SQL text from the map (never from the
 * request) is spliced. $1 is always the owner's id (the partner, the user or the webhook), and $2 the
 * environment in a list of one environment's rows (ListSpec.environment).
 */
export interface SqlQuery {
  sql: string;
  params: unknown[];
  /**
   * reads a bounded number of rows whatever the volume (a list's counters: a handful of rows per partner and
   * list; a page near either end read in its sort index's order, SortSpec.index), so the embedded database's
   * statement guard need not plan it first (run.ts, refuseExpensive)
   */
  bounded?: true;
}

export type SqlType = 'text' | 'uuid' | 'bigint' | 'numeric' | 'timestamptz' | 'date';

/** Adds a bound parameter and answers its placeholder. */
export type Bind = (value: unknown) => string;

/**
 * The form of a filter with two (ListSpec.dense): `false` for few matches, `true` for many (the sort index walked in
 * order), `probe` for a short walk, whose entries a filter may check one by one (runList, denseForm).
 */
export type Dense = boolean | 'probe';

export type FilterSpec =
  /** case-insensitive substring (ILIKE, with %, _ and \ escaped) */
  | { kind: 'text'; expr: string }
  /** exact equality; a value outside `values` answers 417 invalid_param */
  | { kind: 'exact'; expr: string; values?: readonly string[] }
  /** an id: a value that cannot be one (not a uuid, not digits) matches nothing */
  | { kind: 'id'; expr: string; type: 'uuid' | 'bigint' }
  /**
   * a condition that needs more than a column (e.g. a semi-join); `dense` asks for the form that suits a
   * filter matching many rows (see ListSpec.dense)
   */
  | { kind: 'custom'; sql: (bind: Bind, value: string, dense?: Dense) => string };

export interface SortSpec {
  expr: string;
  type: SqlType;
  /** the row's primary key: the unique tie-breaker, so pages never overlap; the page joins back on it */
  tie: string;
  tieType: SqlType;
  /** the tie's direction when the sort is DESC (the opposite when ASC): match the index */
  tieDesc: boolean;
  /** the tie's direction whatever the sort */
  tieFixed?: SortDirection;
  /**
   * The index that reads the list's keys in this order, given the owner and an equality on exactly these fields
   * (filters or the route's fixed conditions): with those conditions and no other, a page walks only the index
   * entries before it (from the nearer end) and the page's own, so one that walks at most ORDERED_WALK of them is
   * `bounded` and the embedded statement guard need not plan it. list-sorts.test.ts proves each claim on the
   * database's plan.
   */
  index?: { name: string; eq?: readonly string[] };
}

/** The most index entries a `bounded` page walks (see SortSpec.index): a page near either end of the list. */
export const ORDERED_WALK = 10_000;

type FilterName<D extends ListDescriptor> = Extract<keyof D['filters'], string>;

/** The SQL of one list: a filter per descriptor filter and a sort per descriptor sort column. */
export interface ListSpec<D extends ListDescriptor = ListDescriptor> {
  from: string;
  /** the owner column: every query is scoped by it ($1) */
  owner: string;
  /** the environment column of a list of one environment's rows: every query is scoped by it too ($2) */
  environment?: string;
  /**
   * a further condition every query of the list has (e.g. the request log's window); where a sort claims its index
   * (SortSpec.index), what the scope reads must be bounded too (the request log's: at most ORDERED_WALK entries)
   */
  scope?: (bind: Bind) => string;
  select: string;
  filters: Record<FilterName<D>, FilterSpec> & Record<string, FilterSpec>;
  sorts: Record<D['orderBy'][number], SortSpec>;
  /** counters in list_counts: which filter fields are counter dimensions */
  counter?: { list: string; dims: Record<string, 'scope' | 'status' | 'integration'> };
  /**
   * filters with two forms (custom filters given `dense`): the page is built knowing the count (see runList),
   * in the dense form when reading the sort index in order and skipping non-matching rows costs less than
   * reading every matching row and sorting them (a `probe` when that walk is short: denseForm)
   */
  dense?: readonly string[];
  /**
   * custom text filters with a `dense` form whose trigram index can hand back most of the list for a value made of
   * trigrams most rows share (the digits of identifiers), each to recheck in the table: where the planner expects the
   * value on at least COMMON_SHARE of the list, the count and the page walk the sort index (which INCLUDEs the
   * column) instead, checking the value on each entry without reading the table (see runList)
   */
  common?: readonly string[];
  /** a cheaper exact count for some filter combinations, or null for the default */
  count?: (values: Record<string, string>, bind: Bind) => string | null;
}

export const DIGITS = /^\d{1,18}$/;

const escapeLike = (v: string) => `%${likeEscape(v)}%`;

/** Whose rows a list reads: the owner's id, and the environment where the list is of one environment's rows. */
export type ListOwner = string | { id: string; environment: Environment };

function binder(spec: ListSpec, owner: ListOwner): { params: unknown[]; bind: Bind } {
  const params: unknown[] = typeof owner === 'string' ? [owner] : [owner.id];
  // a list of one environment's rows is never read without its environment, nor the environment given to another list
  if (!spec.environment !== (typeof owner === 'string')) throw new Error(`the list of ${spec.from} is asked with the wrong owner`);
  if (typeof owner !== 'string') params.push(owner.environment);
  return { params, bind: (v) => `$${params.push(v)}` };
}

/** One filter condition; `expr` columns come from the map, the value is always bound. */
export function condition(field: string, spec: FilterSpec, value: string, bind: Bind, dense: Dense = false): string {
  // PostgreSQL text cannot hold NUL: refuse it rather than fail in the driver
  if (value.includes('\u0000')) throw invalid('invalid_param', 'filter', field);
  switch (spec.kind) {
    case 'text':
      return `${spec.expr} ILIKE ${bind(escapeLike(value))}`;
    case 'exact':
      if (spec.values && !spec.values.includes(value)) throw invalid('invalid_param', 'filter', field);
      return `${spec.expr} = ${bind(value)}`;
    case 'id':
      if (!(spec.type === 'uuid' ? isUuid(value) : DIGITS.test(value))) return 'false';
      return `${spec.expr} = ${bind(value)}::${spec.type}`;
    case 'custom':
      return spec.sql(bind, value, dense);
  }
}

function where(spec: ListSpec, values: Record<string, string>, bind: Bind, dense: Dense = false): string {
  const parts = [`${spec.owner} = $1`];
  if (spec.environment) parts.push(`${spec.environment} = $2`);
  if (spec.scope) parts.push(spec.scope(bind));
  for (const [field, value] of Object.entries(values)) {
    const f = spec.filters[field];
    if (!f) throw invalid('invalid_param', 'filter', field);
    parts.push(condition(field, f, value, bind, dense));
  }
  return parts.join(' AND ');
}

const tieIsDesc = (s: SortSpec, sort: SortDirection) => (s.tieFixed ? s.tieFixed === 'DESC' : sort === 'DESC' ? s.tieDesc : !s.tieDesc);

function order(s: SortSpec, sort: SortDirection): string {
  const tieDesc = tieIsDesc(s, sort);
  return `${s.expr} ${sort}, ${s.tie} ${tieDesc ? 'DESC' : 'ASC'}`;
}

function reverse(s: SortSpec, sort: SortDirection): string {
  const tieDesc = tieIsDesc(s, sort);
  return `${s.expr} ${sort === 'DESC' ? 'ASC' : 'DESC'}, ${s.tie} ${tieDesc ? 'ASC' : 'DESC'}`;
}

function sortOf(spec: ListSpec, orderBy: string): SortSpec {
  const s = (spec.sorts as Record<string, SortSpec>)[orderBy];
  if (!s) throw invalid('invalid_param', 'orderBy', orderBy);
  return s;
}

/** Exact count: from counters when every filter is a counter dimension, else a custom or plain count. */
function countQuery(spec: ListSpec, values: Record<string, string>, owner: ListOwner, dense: Dense = false): SqlQuery {
  const c = spec.counter;
  if (c && Object.keys(values).every((f) => f in c.dims)) {
    const { params, bind } = binder(spec, owner);
    const parts = [`partner_id = $1`, ...(spec.environment ? [`environment = $2`] : []), `list = ${bind(c.list)}`];
    for (const [field, value] of Object.entries(values)) {
      const f = spec.filters[field];
      if (f) condition(field, f, value, () => ''); // only validates the value (417 for an unknown status)
      parts.push(`${c.dims[field]} = ${bind(value)}`);
    }
    // one text per list and set of counted filters: prepared (db/prepared.ts)
    const sql = prepared(`SELECT coalesce(sum(n), 0)::bigint AS n FROM list_counts WHERE ${parts.join(' AND ')}`);
    return { sql, params, bounded: true };
  }
  if (spec.count) {
    const { params, bind } = binder(spec, owner);
    const sql = spec.count(values, bind);
    if (sql) return { sql, params };
  }
  const { params, bind } = binder(spec, owner);
  return { sql: `SELECT count(*) AS n FROM ${spec.from} WHERE ${where(spec, values, bind, dense)}`, params };
}

/** The rows a filter matches, for the planner to estimate (ListSpec.common). */
export function matchSql(spec: ListSpec, filter: Record<string, string>, owner: ListOwner, fixed: Record<string, string> = {}): SqlQuery {
  const { params, bind } = binder(spec, owner);
  return { sql: `SELECT 1 FROM ${spec.from} WHERE ${where(spec, { ...filter, ...fixed }, bind)}`, params };
}

/** Whether the sort's index orders the list under exactly these conditions (SortSpec.index). */
function ordered(s: SortSpec, values: Record<string, string>): boolean {
  if (!s.index) return false;
  const eq = s.index.eq ?? [];
  const fields = Object.keys(values);
  return fields.length === eq.length && fields.every((f) => eq.includes(f));
}

export interface ListSql {
  page: SqlQuery;
  count: SqlQuery;
}

/**
 * The page (`skip` is a page index: rows skip*take … skip*take+take-1) and its exact count.
 * `fixed` adds conditions the route decides (e.g. the account type of the path).
 *
 * The page is a deferred join: the inner query finds the page's keys in the sort index (the sort
 * indexes INCLUDE the filtered columns, so it can run as an index-only scan) and skips the rows
 * before the page there; only the page's own rows are then read and formatted. Given the list's
 * `total`, a page past the middle is found from the other end (see runList).
 */
export function buildListSql(
  spec: ListSpec,
  q: ParsedListQuery,
  owner: ListOwner,
  fixed: Record<string, string> = {},
  total?: number,
  dense: Dense = false,
): ListSql {
  const values = { ...q.filter, ...fixed };
  const { params, bind } = binder(spec, owner);
  const w = where(spec, values, bind, dense);
  const s = sortOf(spec, q.orderBy);
  const o = order(s, q.sort);
  const offset = q.skip * q.take;
  // past the middle of a list of `total` rows the keys are read from the other end of the index (the
  // exact reverse order: ASC NULLS LAST reverses DESC NULLS FIRST), so the last page costs what the first does
  const fromEnd = total !== undefined && offset > total / 2 && offset < total;
  const take = fromEnd ? Math.min(q.take, total - offset) : q.take;
  const skip = fromEnd ? total - offset - take : offset;
  const keyOrder = fromEnd ? reverse(s, q.sort) : o;
  const keys = `SELECT ${s.tie} AS _key FROM ${spec.from} WHERE ${w} ORDER BY ${keyOrder} LIMIT ${bind(take)} OFFSET ${bind(skip)}`;
  const page: SqlQuery = {
    sql: `SELECT ${spec.select} FROM ${spec.from} JOIN (${keys}) _page ON ${s.tie} = _page._key ORDER BY ${o}`,
    params,
  };
  if (ordered(s, values) && skip + take <= ORDERED_WALK) page.bounded = true;
  return { page, count: countQuery(spec, values, owner, dense) };
}

export interface Cursor {
  k: string;
  t: string;
}

/** One batch of the export in keyset order: rows after `after`, with `_k`/`_t` for the next cursor; `dense` as in buildListSql. */
export function buildBatchSql(
  spec: ListSpec,
  q: Pick<ParsedListQuery, 'filter' | 'orderBy' | 'sort'>,
  owner: ListOwner,
  fixed: Record<string, string>,
  after: Cursor | null,
  limit: number,
  dense: Dense = false,
): SqlQuery {
  const { params, bind } = binder(spec, owner);
  const s = sortOf(spec, q.orderBy);
  let w = where(spec, { ...q.filter, ...fixed }, bind, dense);
  if (after) {
    const desc = q.sort === 'DESC';
    const tieDesc = tieIsDesc(s, q.sort);
    const k = `${bind(after.k)}::${s.type}`;
    // the first term bounds the index scan; the second skips rows already sent at the boundary
    w +=
      ` AND ${s.expr} ${desc ? '<=' : '>='} ${k}` +
      ` AND (${s.expr} ${desc ? '<' : '>'} ${k} OR ${s.tie} ${tieDesc ? '<' : '>'} ${bind(after.t)}::${s.tieType})`;
  }
  return {
    sql:
      `SELECT ${spec.select}, (${s.expr})::text AS _k, (${s.tie})::text AS _t FROM ${spec.from}` +
      ` WHERE ${w} ORDER BY ${order(s, q.sort)} LIMIT ${bind(limit)}`,
    params,
  };
}

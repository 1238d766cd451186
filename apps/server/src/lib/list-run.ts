import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { parseListQuery, type ListAnswer, type ListDescriptor, type ListQueryInput, type ParsedListQuery } from '@portal/contract';
import type { Queryable } from '../db/db';
import { invalid } from './errors';
import { buildBatchSql, buildListSql, type Cursor, type ListSpec } from './list-query';
import { csvLine, type Cell } from './csv';

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
  partnerId: string;
  /** conditions the route decides, e.g. the account type of the path */
  fixed?: Record<string, string>;
  map: (row: R) => T;
}

/** Pages that start this many rows or more into a list are read knowing its count (see runList). */
export const FROM_END_AFTER = 5_000;

/**
 * One page and its exact count. Near the start of a list both run side by side; from FROM_END_AFTER
 * rows on, the count comes first, so a page past the middle is read from the other end of the index
 * (a deep OFFSET walks every row before the page: the last page of 5,000,000 rows took a second).
 */
export async function runList<R, T>(o: ListRun<R, T>, q: ParsedListQuery, fromEndAfter = FROM_END_AFTER): Promise<ListAnswer<T>> {
  const { page, count } = buildListSql(o.spec, q, o.partnerId, o.fixed);
  const counted = async () => Number((await o.db.query<{ n: number | string | bigint }>(count.sql, count.params))[0]?.n ?? 0);
  if (q.skip * q.take < fromEndAfter) {
    const [rows, n] = await Promise.all([o.db.query<R>(page.sql, page.params), counted()]);
    return { list: rows.map(o.map), count: n };
  }
  const n = await counted();
  if (q.skip * q.take >= n) return { list: [], count: n };
  const known = buildListSql(o.spec, q, o.partnerId, o.fixed, n).page;
  return { list: (await o.db.query<R>(known.sql, known.params)).map(o.map), count: n };
}

export const EXPORT_BATCH = 1000;

/**
 * The whole filtered list as CSV (the descriptor's `csv` columns, the row's SQL aliases), read in
 * keyset-ordered batches (never the whole list in memory, no transaction held open between batches).
 * The first batch's SQL is built before the stream starts, so a bad filter still answers 417 and not
 * a broken download.
 */
export function exportCsv(
  o: Omit<ListRun<unknown, unknown>, 'map'> & {
    columns: readonly string[];
    /** a change to each row before it is written, e.g. personal data masked for the caller's role */
    row?: (r: Record<string, Cell>) => Record<string, Cell>;
  },
  q: ParsedListQuery,
  batch = EXPORT_BATCH,
): Readable {
  const fixed = o.fixed ?? {};
  const first = buildBatchSql(o.spec, q, o.partnerId, fixed, null, batch);
  async function* lines() {
    yield csvLine([...o.columns]);
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
      sql = buildBatchSql(o.spec, q, o.partnerId, fixed, after, batch);
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

import { REQUEST_LOG_KEEP, REQUEST_LOG_STATUS_PATTERN, type Environment, type LISTS } from '@portal/contract';
import type { Queryable } from '../../db/db';
import { invalid } from '../../lib/errors';
import type { ListSpec } from '../../lib/list/query';
import { isoTs } from '../../lib/list/sql';

export interface NewLogEntry {
  partnerId: string;
  environment: Environment;
  secretId: string | null;
  token: string | null;
  at: Date;
  method: string;
  path: string;
  status: number;
  durationMs: number;
  error: string | null;
  reason: string | null;
}

const PATH_MAX = 2000;
const REASON_MAX = 1000;

export async function insertLogEntries(q: Queryable, entries: NewLogEntry[]): Promise<void> {
  if (!entries.length) return;
  const values: unknown[] = [];
  const rows = entries.map((e, i) => {
    values.push(
      e.partnerId,
      e.environment,
      e.secretId,
      e.token,
      e.at.toISOString(),
      e.method,
      e.path.slice(0, PATH_MAX),
      e.status,
      e.durationMs,
      e.error,
      e.reason?.slice(0, REASON_MAX) ?? null,
    );
    const b = i * 11;
    return (
      `($${b + 1}::uuid, $${b + 2}, $${b + 3}::uuid, $${b + 4}, $${b + 5}::timestamptz, $${b + 6},` +
      ` $${b + 7}, $${b + 8}::int, $${b + 9}::real, $${b + 10}, $${b + 11})`
    );
  });
  await q.query(
    'INSERT INTO partner_api_requests(partner_id, environment, secret_id, token, created_at, method, path, status, duration_ms,' +
      ` error, reason)` +
      ` VALUES ${rows.join(', ')}`,
    values,
  );
}

/** `2xx`-style classes, one code, or `rejected` (anything but 2xx) as a [from, to] status range. */
export function statusRange(filter: string | undefined): [number, number] | null {
  if (!filter) return null;
  if (filter === 'rejected') return [300, 599];
  const cls = /^([1-5])xx$/.exec(filter);
  if (cls) return [Number(cls[1]) * 100, Number(cls[1]) * 100 + 99];
  return [Number(filter), Number(filter)];
}

/** Newest first, only within the newest REQUEST_LOG_KEEP calls of the partner; `status` is a code, a class or `rejected`. */
export const REQUEST_LOG: ListSpec<typeof LISTS.requestLog> = {
  from: 'partner_api_requests r',
  owner: 'r.partner_id',
  environment: 'r.environment',
  scope: (bind) =>
    `r.id >= coalesce((SELECT x.id FROM partner_api_requests x WHERE x.partner_id = $1 AND x.environment = $2 ORDER BY x.id DESC` +
    ` OFFSET ${bind(REQUEST_LOG_KEEP - 1)} LIMIT 1), 0)`,
  select: `r.id::text AS id, ${isoTs('r.created_at')} AS time, r.method, r.path, r.status,
    round(r.duration_ms::float8::numeric, 2)::float8 AS "durationMs", r.error, r.reason, r.token`,
  filters: {
    status: {
      kind: 'custom',
      sql: (bind, value) => {
        const range = REQUEST_LOG_STATUS_PATTERN.test(value) ? statusRange(value) : null;
        if (!range) throw invalid('invalid_param', 'filter', 'status');
        return `r.status BETWEEN ${bind(range[0])} AND ${bind(range[1])}`;
      },
    },
  },
  // every page of it is bounded: the window walks REQUEST_LOG_KEEP (ORDERED_WALK) entries of this index, a page no more
  sorts: {
    time: { expr: 'r.id', type: 'bigint', tie: 'r.id', tieType: 'bigint', tieDesc: true, index: { name: 'partner_api_requests_list_idx' } },
  },
};

/** Keeps the newest REQUEST_LOG_KEEP calls of every partner's environment. */
export async function pruneLog(q: Queryable): Promise<void> {
  await q.query(
    `WITH cut AS MATERIALIZED (
       SELECT p.id AS partner_id, e.env,
              (SELECT x.id FROM partner_api_requests x WHERE x.partner_id = p.id AND x.environment = e.env
                ORDER BY x.id DESC OFFSET $1 LIMIT 1) AS cutoff
         FROM partners p CROSS JOIN (VALUES ('sandbox'), ('live')) e (env))
     DELETE FROM partner_api_requests r USING cut
      WHERE cut.cutoff IS NOT NULL AND r.partner_id = cut.partner_id AND r.environment = cut.env AND r.id <= cut.cutoff`,
    [REQUEST_LOG_KEEP],
  );
}

/** Unverified calls counted per hour, partner ('' for an unknown token) and refusal code. */
export interface UnverifiedCount {
  hour: Date;
  partnerId: string;
  reason: string;
  calls: number;
}

export async function addUnverified(q: Queryable, counts: UnverifiedCount[]): Promise<void> {
  for (const c of counts) {
    await q.query(
      'INSERT INTO partner_api_unverified(hour, partner_id, reason, calls) VALUES ($1, $2, $3, $4)' +
        ' ON CONFLICT (hour, partner_id, reason) DO UPDATE SET calls = partner_api_unverified.calls + EXCLUDED.calls',
      [c.hour.toISOString(), c.partnerId, c.reason, c.calls],
    );
  }
}

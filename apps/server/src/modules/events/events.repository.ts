import type { Environment, PartnerEvent } from '@portal/contract';
import { one, type Queryable } from '../../db/db';
import type { ListSpec } from '../../lib/list/query';
import { isoTs } from '../../lib/list/sql';
import { HORIZON } from '../../db/horizon';

/** One row of outbox_events: the event as the Events API shows it, its partner, and `tx`/`seq`, its place in the stream's order. */
export type EventRow = PartnerEvent & { partnerId: string; tx: string; seq: string };

/** A place in the stream's order: (writing transaction, sequence). */
export interface StreamPosition {
  tx: bigint;
  seq: bigint;
}

const COLUMNS = `id, partner_id AS "partnerId", environment, type, test, entity, ${isoTs('event_time')} AS "eventTime", tx::text AS tx,
  seq::text AS seq`;

export const toEvent = ({ partnerId: _p, tx: _t, seq: _s, ...event }: EventRow): PartnerEvent => event;

export const positionOf = (r: Pick<EventRow, 'tx' | 'seq'>): StreamPosition => ({ tx: BigInt(r.tx), seq: BigInt(r.seq) });

/** Whether `a` comes after `b` in the stream's order. */
export const isAfter = (a: StreamPosition, b: StreamPosition): boolean => a.tx > b.tx || (a.tx === b.tx && a.seq > b.seq);

/**
 * The Events API's list through the one list engine's keyset pages (`buildBatchSql`): newest first
 * by event time, the id as tie-breaker; `since`/`until` bound the event time.
 */
export const EVENTS_SPEC: ListSpec = {
  from: 'outbox_events',
  owner: 'partner_id',
  environment: 'environment',
  select: COLUMNS,
  filters: {
    type: { kind: 'exact', expr: 'type' },
    since: { kind: 'custom', sql: (bind, v) => `event_time >= ${bind(v)}::timestamptz` },
    until: { kind: 'custom', sql: (bind, v) => `event_time < ${bind(v)}::timestamptz` },
    /** the types the calling key may see, comma-separated (never sent by the partner: the route's fixed condition) */
    visible: { kind: 'custom', sql: (bind, v) => `type = ANY(string_to_array(${bind(v)}, ','))` },
  },
  sorts: { eventTime: { expr: 'event_time', type: 'timestamptz', tie: 'id', tieType: 'uuid', tieDesc: true } },
};

/** One of the partner's events of one environment; with `types`, only if it is of one of them. */
export const findEvent = (q: Queryable, o: { partnerId: string; environment: Environment; id: string; types?: readonly string[] }) =>
  one<EventRow>(
    q,
    `SELECT ${COLUMNS} FROM outbox_events
      WHERE id = $1 AND partner_id = $2 AND environment = $4 AND ($3::text[] IS NULL OR type = ANY($3))`,
    [o.id, o.partnerId, o.types ?? null, o.environment],
  );

/**
 * The stream's order, by the table's columns: a bare `tx` in ORDER BY names the output column `tx::text AS tx`,
 * and as text 10000 comes before 9999 (a stream lost the events of the last transactions below 10000).
 */
const STREAM_ORDER = 'outbox_events.tx, outbox_events.seq';

/** Only events whose transaction finished before every transaction still running here: none can commit before them any more. */
const SETTLED = `tx < ${HORIZON}`;

/**
 * Settled events after `after` in the stream's order, oldest first: one partner's (a stream catching
 * up) or every partner's (the process's feed).
 */
export function eventsAfter(
  q: Queryable,
  o: { partner?: { id: string; environment: Environment }; after: StreamPosition | null; limit: number },
): Promise<EventRow[]> {
  const params: unknown[] = [o.limit];
  const where = [SETTLED];
  if (o.partner) where.push(`partner_id = $${params.push(o.partner.id)} AND environment = $${params.push(o.partner.environment)}`);
  if (o.after) where.push(`(tx, seq) > ($${params.push(String(o.after.tx))}::xid8, $${params.push(String(o.after.seq))}::bigint)`);
  return q.query<EventRow>(`SELECT ${COLUMNS} FROM outbox_events WHERE ${where.join(' AND ')} ORDER BY ${STREAM_ORDER} LIMIT $1`, params);
}

/** The last settled event of all: where a reader that wants only new events starts. */
export async function streamHead(q: Queryable): Promise<StreamPosition> {
  const row = await one<{ tx: string; seq: string }>(
    q,
    `SELECT tx::text AS tx, seq::text AS seq FROM outbox_events WHERE ${SETTLED}` +
      ' ORDER BY outbox_events.tx DESC, outbox_events.seq DESC LIMIT 1',
  );
  return row ? positionOf(row) : { tx: 0n, seq: 0n };
}

/** Which of these API keys still work (not deleted or expired, creator not disabled): the streams' keys, checked in one query. */
export async function keysStillValid(q: Queryable, o: { secretIds: readonly string[]; now: Date }): Promise<Set<string>> {
  const rows = await q.query<{ id: string }>(
    `SELECT k.id::text AS id FROM api_secrets k LEFT JOIN users u ON u.id = k.created_by
      WHERE k.id = ANY($1::uuid[]) AND k.deleted_at IS NULL AND (k.expires_at IS NULL OR k.expires_at > $2)
        AND NOT coalesce(u.disabled, false)`,
    [o.secretIds, o.now.toISOString()],
  );
  return new Set(rows.map((r) => r.id));
}

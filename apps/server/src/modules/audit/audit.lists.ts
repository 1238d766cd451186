import { AUDIT_ACTIONS, AUDIT_ACTORS, type LISTS } from '@portal/contract';
import { invalid } from '../../lib/errors';
import type { Bind, ListSpec } from '../../lib/list/query';
import { isoTs } from '../../lib/list/sql';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A day of the date range (UTC): 417 invalid_param naming the filter field when it is not yyyy-MM-dd. */
export function day(field: string, value: string, bind: Bind): string {
  if (!DAY.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) throw invalid('invalid_param', 'filter', field);
  return `${bind(value)}::date`;
}

/** The audit log of the signed-in partner; `to` is inclusive (the whole day). */
export const AUDIT_LOG: ListSpec<typeof LISTS.audit> = {
  from: 'audit_log a',
  owner: 'a.partner_id',
  // an operator's address and browser are the bank's, not the partner's to see: the partner sees "operator"
  select: `a.id::text AS id, ${isoTs('a.at')} AS time, a.actor_type AS actor,
    a.actor_user_id::text AS "actorId", a.actor_email AS "actorEmail",
    CASE WHEN a.actor_type = 'operator' THEN NULL ELSE a.ip END AS ip,
    CASE WHEN a.actor_type = 'operator' THEN NULL ELSE a.user_agent END AS "userAgent", a.action, a.target, a.changes,
    a.request_id AS "requestId"`,
  filters: {
    actor: { kind: 'exact', expr: 'a.actor_type', values: AUDIT_ACTORS },
    actorEmail: { kind: 'text', expr: 'a.actor_email' },
    action: { kind: 'exact', expr: 'a.action', values: AUDIT_ACTIONS },
    from: { kind: 'custom', sql: (bind, v) => `a.at >= ${day('from', v, bind)}::timestamp AT TIME ZONE 'UTC'` },
    to: { kind: 'custom', sql: (bind, v) => `a.at < (${day('to', v, bind)} + 1)::timestamp AT TIME ZONE 'UTC'` },
  },
  sorts: {
    time: { expr: 'a.id', type: 'bigint', tie: 'a.id', tieType: 'bigint', tieDesc: true, index: { name: 'audit_log_partner_idx' } },
  },
};

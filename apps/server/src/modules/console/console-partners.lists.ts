import { VERIFICATION_STATUSES, type LISTS } from '@portal/contract';
import { invalid } from '../../lib/errors';
import type { Bind, ListSpec } from '../../lib/list/query';
import { isoTs, likeEscape } from '../../lib/list/sql';
import { AUDIT_LOG } from '../audit/audit.lists';

/**
 * The console sees every partner: its lists have no owner, so the owner column is the constant the
 * service passes as $1 (the list engine scopes every query by one).
 */
export const ALL_PARTNERS = 'console';
const OWNER = `'${ALL_PARTNERS}'::text`;

/** The owner's tier-2 verification, NONE before any record. */
const VERIFICATION = `coalesce((SELECT k.status FROM users o JOIN kyc_records k ON k.user_id = o.id AND k.tier = 2
   WHERE o.partner_id = p.id AND o.role = 'OWNER' LIMIT 1), 'NONE')`;
const OWNER_EMAIL = `(SELECT o.email FROM users o WHERE o.partner_id = p.id AND o.role = 'OWNER' LIMIT 1)`;
const like = (bind: Bind, v: string) => bind(`%${likeEscape(v)}%`);

export const CONSOLE_PARTNERS: ListSpec<typeof LISTS.consolePartners> = {
  from: 'partners p',
  owner: OWNER,
  select: `p.id::text AS id, p.wlp_id AS "wlpId", p.company_name AS company, ${OWNER_EMAIL} AS "ownerEmail", p.agent,
    ${VERIFICATION} AS verification, NOT p.disabled AS enabled,
    (SELECT count(*)::int FROM users m WHERE m.partner_id = p.id) AS members, ${isoTs('p.created_at')} AS "createdDate"`,
  filters: {
    // company name, wlpId or the e-mail of any member
    q: {
      kind: 'custom',
      sql: (bind, v) => {
        const b = like(bind, v);
        return `(p.company_name ILIKE ${b} OR p.wlp_id ILIKE ${b}
          OR EXISTS (SELECT 1 FROM users m WHERE m.partner_id = p.id AND m.email ILIKE ${b}))`;
      },
    },
    agent: { kind: 'exact', expr: 'p.agent' },
    verification: { kind: 'exact', expr: VERIFICATION, values: VERIFICATION_STATUSES },
    enabled: {
      kind: 'custom',
      sql: (_bind, v) => {
        if (v !== 'true' && v !== 'false') throw invalid('invalid_param', 'filter', 'enabled');
        return v === 'true' ? 'NOT p.disabled' : 'p.disabled';
      },
    },
  },
  sorts: {
    created: { expr: 'p.created_at', type: 'timestamptz', tie: 'p.id', tieType: 'uuid', tieDesc: true },
    company: { expr: 'lower(p.company_name)', type: 'text', tie: 'p.id', tieType: 'uuid', tieDesc: false },
  },
};

/** Every operator action (on a partner's chain or on the platform chain), with the operator's e-mail. */
export const CONSOLE_AUDIT: ListSpec<typeof LISTS.consoleAudit> = {
  from: `audit_log a LEFT JOIN operators o ON o.id = a.operator_id LEFT JOIN partners p ON p.id = a.partner_id`,
  owner: OWNER,
  scope: () => `a.actor_type = 'operator'`,
  select: `a.id::text AS id, ${isoTs('a.at')} AS time, o.email AS "operatorEmail", a.partner_id::text AS "partnerId",
    p.company_name AS "partnerCompany",
    p.wlp_id AS "wlpId", a.action, a.target, a.changes, a.ip`,
  filters: {
    operator: { kind: 'text', expr: 'o.email' },
    partner: { kind: 'custom', sql: (bind, v) => `(p.company_name ILIKE ${like(bind, v)} OR p.wlp_id ILIKE ${like(bind, v)})` },
    action: { kind: 'exact', expr: 'a.action' },
    // the partner audit's date range (UTC days, both inclusive), on the same alias
    from: AUDIT_LOG.filters.from,
    to: AUDIT_LOG.filters.to,
  },
  // the partner audit's order, read from the index of operator actions (not the partner's)
  sorts: { time: { ...AUDIT_LOG.sorts.time, index: { name: 'audit_log_operator_actions_idx' } } },
};

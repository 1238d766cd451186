import type { LISTS } from '@portal/contract';
import type { ListSpec } from '../../lib/list/query';
import { isoTs, likeEscape } from '../../lib/list/sql';
import { ALL_PARTNERS } from './console-partners.lists';

/** The brand of an applicant: its partner's, else its own (before the partner exists). */
export const REVIEW_AGENT = 'coalesce(p.agent, u.agent)';

/**
 * The verification reviews: the users whose current record (their highest tier) waits for the bank,
 * with their applicant's address and the four-eyes approval started on this very attempt, if any.
 */
export const CONSOLE_REVIEWS: ListSpec<typeof LISTS.consoleReviews> = {
  from: `kyc_records k JOIN users u ON u.id = k.user_id LEFT JOIN partners p ON p.id = u.partner_id
    LEFT JOIN identity_applicants a ON a.user_id = u.id
    LEFT JOIN kyc_pending_approvals pa ON pa.user_id = k.user_id AND pa.tier = k.tier AND pa.record_updated_at = k.updated_at
    LEFT JOIN operators po ON po.id = pa.operator_id`,
  owner: `'${ALL_PARTNERS}'::text`,
  scope: () => `k.status = 'PENDING' AND k.tier = (SELECT max(x.tier) FROM kyc_records x WHERE x.user_id = k.user_id)`,
  select: `u.id::text AS id, u.email, coalesce(p.company_name, u.company_name) AS company, p.wlp_id AS "wlpId",
    ${REVIEW_AGENT} AS agent, k.tier, k.status, ${isoTs('k.updated_at')} AS "submittedDate", a.country::text AS country,
    po.email AS "approvalBy", ${isoTs('pa.started_at')} AS "approvalAt", k.four_eyes AS "fourEyes"`,
  filters: {
    q: {
      kind: 'custom',
      sql: (bind, v) => {
        const b = bind(`%${likeEscape(v)}%`);
        return `(u.email ILIKE ${b} OR coalesce(p.company_name, u.company_name) ILIKE ${b} OR p.wlp_id ILIKE ${b})`;
      },
    },
    agent: { kind: 'exact', expr: REVIEW_AGENT },
  },
  sorts: {
    // the longest wait first
    submitted: { expr: 'k.updated_at', type: 'timestamptz', tie: 'u.id', tieType: 'uuid', tieDesc: false },
    company: {
      expr: 'lower(coalesce(p.company_name, u.company_name, u.email))',
      type: 'text',
      tie: 'u.id',
      tieType: 'uuid',
      tieDesc: false,
    },
  },
};

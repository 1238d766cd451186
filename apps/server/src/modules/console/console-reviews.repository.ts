import type { Queryable } from '../../db/db';
import { one } from '../../db/db';
import { CONSOLE_REVIEWS } from './console-reviews.lists';

/** A review as the list selects it, with the address and the record's decision (for the detail). */
export interface ReviewRow {
  id: string;
  email: string;
  company: string | null;
  wlpId: string | null;
  agent: string | null;
  tier: number;
  status: 'CREATED' | 'PENDING' | 'VERIFIED' | 'IN_PROGRESS' | 'REJECTED' | 'PAID';
  submittedDate: string;
  country: string | null;
  approvalBy: string | null;
  approvalAt: string | null;
  /** the rule fixed when the record was submitted; null before it was recorded */
  fourEyes: boolean | null;
}
export interface ReviewDetailRow extends ReviewRow {
  rejectionReason: string | null;
  final: boolean;
  street: string | null;
  town: string | null;
  postalCode: string | null;
  partnerId: string | null;
}

/** The applicant's current record (its highest tier), whatever its status. */
export const reviewOf = (q: Queryable, userId: string) =>
  one<ReviewDetailRow>(
    q,
    `SELECT ${CONSOLE_REVIEWS.select}, k.rejection_reason AS "rejectionReason", k.final, a.street, a.town,
            a.postal_code AS "postalCode", p.id::text AS "partnerId"
       FROM ${CONSOLE_REVIEWS.from}
      WHERE u.id = $1 AND k.tier = (SELECT max(x.tier) FROM kyc_records x WHERE x.user_id = u.id)`,
    [userId],
  );

/** The four-eyes approval of the record's tier, and whether it was started on the record as it is now; locked. */
export const pendingApprovalOf = (q: Queryable, userId: string, tier: number) =>
  one<{ operatorId: string; current: boolean }>(
    q,
    `SELECT pa.operator_id::text AS "operatorId", pa.record_updated_at = k.updated_at AS current
       FROM kyc_pending_approvals pa JOIN kyc_records k ON k.user_id = pa.user_id AND k.tier = pa.tier
      WHERE pa.user_id = $1 AND pa.tier = $2 FOR UPDATE OF pa`,
    [userId, tier],
  );

/** Records the first approval of the record as it is now (replacing one of an earlier attempt). */
export async function startApproval(q: Queryable, o: { userId: string; tier: number; operatorId: string; at: Date }) {
  await q.query(
    `INSERT INTO kyc_pending_approvals(user_id, tier, record_updated_at, operator_id, started_at)
     SELECT $1, $2, k.updated_at, $3, $4 FROM kyc_records k WHERE k.user_id = $1 AND k.tier = $2
     ON CONFLICT (user_id, tier) DO UPDATE SET record_updated_at = EXCLUDED.record_updated_at,
       operator_id = EXCLUDED.operator_id, started_at = EXCLUDED.started_at`,
    [o.userId, o.tier, o.operatorId, o.at],
  );
}

export async function dropApproval(q: Queryable, userId: string, tier: number) {
  await q.query('DELETE FROM kyc_pending_approvals WHERE user_id = $1 AND tier = $2', [userId, tier]);
}

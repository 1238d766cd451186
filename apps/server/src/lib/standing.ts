import { PORTAL_MIN_TIER, type Environment, type PartnerStanding } from '@portal/contract';
import type { Queryable } from '../db/db';
import { one } from '../db/db';

/**
 * The standing of partner `p` as an SQL expression: DISABLED by the operator, else VERIFIED
 * while its owner's KYC tier (the highest VERIFIED record) is at least 2, else UNVERIFIED. Computed
 * from the owner's row each time, never from the tier copied to a member when it joined.
 */
export const standingSql = (partner: string) =>
  `(SELECT CASE WHEN ${partner}.disabled THEN 'DISABLED'
                WHEN coalesce(max(o.kyc_tier), 0) >= ${PORTAL_MIN_TIER} THEN 'VERIFIED' ELSE 'UNVERIFIED' END
      FROM users o WHERE o.partner_id = ${partner}.id AND o.role = 'OWNER')`;

/**
 * Whether a partner of this standing may use an environment: live only past the specification's gate (partner-portal
 * §2: verified), the sandbox from the start; nothing once the operator disabled the partner.
 */
export const standingAllows = (standing: PartnerStanding | null | undefined, environment: Environment): boolean =>
  standing === 'VERIFIED' || (standing === 'UNVERIFIED' && environment === 'sandbox');

/** `standingAllows` in SQL, for partner `p` and an environment column. */
export const standingAllowsSql = (partner: string, environment: string) =>
  `(${standingSql(partner)} = 'VERIFIED' OR (${standingSql(partner)} = 'UNVERIFIED' AND ${environment} = 'sandbox'))`;

/** One partner's standing now; undefined for an unknown partner. */
export async function partnerStanding(q: Queryable, partnerId: string): Promise<PartnerStanding | undefined> {
  const row = await one<{ standing: PartnerStanding }>(q, `SELECT ${standingSql('p')} AS standing FROM partners p WHERE p.id = $1`, [
    partnerId,
  ]);
  return row?.standing;
}

/**
 * Opens a partner owned by `userId`: a registered company gets one at once, to scope its sandbox to; the wlpId, which
 * opens the live environment, only with the verification (partner-portal §2).
 */
export async function openPartner(
  q: Queryable,
  o: { userId: string; agent: string; company: string; wlpId: string | null },
): Promise<string> {
  const p = await one<{ id: string }>(q, 'INSERT INTO partners(wlp_id, agent, company_name) VALUES ($1, $2, $3) RETURNING id', [
    o.wlpId,
    o.agent,
    o.company,
  ]);
  await q.query("UPDATE users SET partner_id = $2, agent = $3, role = 'OWNER' WHERE id = $1", [o.userId, p!.id, o.agent]);
  return p!.id;
}

/** The verified partner's wlpId, unless it has one already (a verification revoked and granted again keeps it). */
export async function giveWlpId(q: Queryable, partnerId: string, wlpId: string) {
  await q.query('UPDATE partners SET wlp_id = $2 WHERE id = $1 AND wlp_id IS NULL', [partnerId, wlpId]);
}

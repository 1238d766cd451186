import type { Role, TeamMember } from '@portal/contract';
import type { Queryable } from '../../db/db';
import { one } from '../../db/db';
import { isoTs } from '../../lib/list/sql';

/** A member as the contract shows it; the invitation code is never answered (it travels only in the mail to the invitee). */
const COLUMNS = `id::text, email, NULL::text AS "invitationCode", user_id IS NOT NULL AS registered, approved, disabled, role,
  user_id::text AS "developerId", ${isoTs('created_at')} AS "createdDate"`;

/** The partner's team members, newest first. */
export const listMembers = (q: Queryable, partnerId: string) =>
  q.query<TeamMember>(`SELECT ${COLUMNS} FROM team_members WHERE partner_id = $1 ORDER BY created_at DESC, id`, [partnerId]);

export async function countMembers(q: Queryable, partnerId: string): Promise<number> {
  return (await one<{ n: number }>(q, 'SELECT count(*)::int AS n FROM team_members WHERE partner_id = $1', [partnerId]))!.n;
}

/** One member of this partner by e-mail, locked for the change. */
export const memberByEmail = (q: Queryable, partnerId: string, email: string) =>
  one<TeamMember>(q, `SELECT ${COLUMNS} FROM team_members WHERE partner_id = $1 AND lower(email) = lower($2) FOR UPDATE`, [
    partnerId,
    email,
  ]);

/** One member of this partner by its developerId (user id) or its own id, locked for the change. */
export const memberById = (q: Queryable, partnerId: string, id: string) =>
  one<TeamMember>(q, `SELECT ${COLUMNS} FROM team_members WHERE partner_id = $1 AND (user_id::text = $2 OR id::text = $2) FOR UPDATE`, [
    partnerId,
    id.toLowerCase(),
  ]);

export const insertMember = async (q: Queryable, o: { partnerId: string; email: string; role: string; codeHash: string; at: Date }) =>
  (await one<TeamMember>(
    q,
    `INSERT INTO team_members(partner_id, email, role, invitation_code_hash, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
    [o.partnerId, o.email, o.role, o.codeHash, o.at.toISOString()],
  ))!;

export async function deleteMember(q: Queryable, id: string) {
  await q.query('DELETE FROM team_members WHERE id = $1', [id]);
}

/**
 * Disables or recovers a member: the team row and the member's user account together, so the
 * session check and the login (which refuse disabled users) lock a disabled member out at once.
 */
export async function setDisabled(q: Queryable, o: { id: string; userId: string | null; disabled: boolean }) {
  await q.query('UPDATE team_members SET disabled = $2 WHERE id = $1', [o.id, o.disabled]);
  if (o.userId) await q.query('UPDATE users SET disabled = $2 WHERE id = $1', [o.userId, o.disabled]);
}

export async function endSessions(q: Queryable, userId: string) {
  await q.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
}

/** What the invitation mail needs: the partner's name and brand, the inviting owner's language. */
export const inviteContext = (q: Queryable, o: { partnerId: string; userId: string }) =>
  one<{ company: string; agent: string; language: string }>(
    q,
    `SELECT p.company_name AS company, p.agent, u.language FROM partners p JOIN users u ON u.id = $2 WHERE p.id = $1`,
    [o.partnerId, o.userId],
  );

export async function lockPartner(q: Queryable, partnerId: string) {
  await q.query('SELECT id FROM partners WHERE id = $1 FOR UPDATE', [partnerId]);
}

/**
 * The registered developer joins: approved, with the role of its invitation. The owner's KYC tier is
 * copied for display only: access follows the partner's standing, computed from the owner each time.
 */
export async function attachMember(q: Queryable, o: { memberId: string; userId: string; ownerTier: number }) {
  await q.query('UPDATE team_members SET user_id = $2, approved = true WHERE id = $1', [o.memberId, o.userId]);
  await q.query('UPDATE users SET kyc_tier = $2, role = (SELECT role FROM team_members WHERE id = $3) WHERE id = $1', [
    o.userId,
    o.ownerTier,
    o.memberId,
  ]);
}

/** A member's role, on its team row and (once registered) on its user, where every request reads it. */
export async function setRole(q: Queryable, o: { id: string; userId: string | null; role: Role }) {
  await q.query('UPDATE team_members SET role = $2 WHERE id = $1', [o.id, o.role]);
  if (o.userId) await q.query('UPDATE users SET role = $2 WHERE id = $1', [o.userId, o.role]);
}

/** The partner's owner, locked: the one user with role OWNER. */
export const lockOwner = (q: Queryable, partnerId: string) =>
  one<{ id: string; email: string }>(q, "SELECT id::text, email FROM users WHERE partner_id = $1 AND role = 'OWNER' FOR UPDATE", [
    partnerId,
  ]);

/**
 * Hands the ownership from `from` to the member `to` (its team row `memberId`): the old owner becomes
 * an Admin with a team row, the new one leaves the team list; every other user now acts on the new
 * owner's behalf; the partner's verification records (KYB, which verify the company) move with it.
 * The old owner is demoted before the new one is promoted: at no moment are there two owners.
 */
export async function handOver(
  q: Queryable,
  o: { partnerId: string; from: { id: string; email: string }; to: string; memberId: string; at: Date },
) {
  await q.query("UPDATE users SET role = 'ADMIN' WHERE id = $1", [o.from.id]);
  await q.query("UPDATE users SET role = 'OWNER', on_behalf_of = NULL WHERE id = $1", [o.to]);
  await q.query('UPDATE users SET on_behalf_of = $2 WHERE partner_id = $1 AND id <> $2', [o.partnerId, o.to]);
  await q.query('DELETE FROM kyc_records WHERE user_id = $1', [o.to]);
  await q.query('UPDATE kyc_records SET user_id = $2 WHERE user_id = $1', [o.from.id, o.to]);
  await q.query('UPDATE users SET kyc_tier = (SELECT kyc_tier FROM users WHERE id = $2) WHERE id = $1', [o.to, o.from.id]);
  await q.query('DELETE FROM team_members WHERE id = $1', [o.memberId]);
  return (await one<TeamMember>(
    q,
    `INSERT INTO team_members(partner_id, email, role, user_id, approved, created_at) VALUES ($1, $2, 'ADMIN', $3, true, $4)
     RETURNING ${COLUMNS}`,
    [o.partnerId, o.from.email, o.from.id, o.at.toISOString()],
  ))!;
}

export const memberEmail = async (q: Queryable, id: string) =>
  (await one<{ email: string }>(q, 'SELECT email FROM team_members WHERE id = $1', [id]))?.email;

import type { PartnerStanding, Role } from '@portal/contract';
import type { Queryable } from '../../db/db';
import { one } from '../../db/db';
import { prepared } from '../../db/prepared';
import { standingSql } from '../../lib/standing';

export interface SessionUser {
  id: string;
  email: string;
  partnerId: string | null;
  wlpId: string | null;
  agent: string | null;
  kycTier: number;
  disabled: boolean;
  isOwner: boolean;
  /** the role in its partner's team, read with the session on every request; null without a partner */
  role: Role | null;
  /** the partner's standing now (its owner's verification, the operator's switch); null without a partner */
  standing: PartnerStanding | null;
}

interface LoginRow {
  id: string;
  email: string;
  passwordHash: string;
  emailConfirmed: boolean;
  disabled: boolean;
}

export const findLoginUser = (q: Queryable, email: string) =>
  one<LoginRow>(
    q,
    `SELECT id, email, password_hash AS "passwordHash", email_confirmed AS "emailConfirmed", disabled FROM users
      WHERE lower(email) = lower($1)`,
    [email],
  );

/** `at` is the sign-in time: the session's absolute lifetime counts from it. */
export async function insertSession(q: Queryable, o: { tokenHash: string; userId: string; at: Date; expiresAt: Date; device: unknown }) {
  await q.query('INSERT INTO sessions(token_hash, user_id, created_at, last_seen_at, expires_at, device) VALUES ($1, $2, $3, $3, $4, $5)', [
    o.tokenHash,
    o.userId,
    o.at,
    o.expiresAt,
    o.device == null ? null : JSON.stringify(o.device),
  ]);
}

export async function recordLogin(q: Queryable, userId: string) {
  await q.query('UPDATE users SET previous_login_at = last_login_at, last_login_at = now() WHERE id = $1', [userId]);
}

/** The user, its role and its partner's standing as they are now (from `u` users, `p` partners). */
const userColumns = `u.id, u.email, u.partner_id AS "partnerId", p.wlp_id AS "wlpId", COALESCE(p.agent, u.agent) AS agent,
            u.kyc_tier AS "kycTier", u.disabled, (u.on_behalf_of IS NULL) AS "isOwner",
            u.role, CASE WHEN p.id IS NULL THEN NULL ELSE ${standingSql('p')} END AS standing`;

// every signed-in request runs one of these two: prepared (db/prepared.ts)
const SESSION_USER = prepared(`SELECT ${userColumns}, s.expires_at AS "expiresAt", s.last_seen_at AS "lastSeenAt"
       FROM sessions s JOIN users u ON u.id = s.user_id LEFT JOIN partners p ON p.id = u.partner_id
      WHERE s.token_hash = $1 AND s.expires_at > $2 AND s.last_seen_at > $3 AND NOT u.disabled`);
const ACTIVE_USER = prepared(
  `SELECT ${userColumns} FROM users u LEFT JOIN partners p ON p.id = u.partner_id WHERE u.id = $1 AND NOT u.disabled`,
);

/**
 * A live session (not expired, used after `idleSince`) of an enabled user (and, for a team member, a member
 * not disabled), with its role and its partner's standing as they are now: a role change or a revoked
 * verification applies at once. `expiresAt` and `lastSeenAt` go to the session cache with the user's id.
 */
export const findSessionUser = (q: Queryable, tokenHash: string, now: Date, idleSince: Date) =>
  one<SessionUser & { expiresAt: Date; lastSeenAt: Date }>(q, SESSION_USER, [tokenHash, now, idleSince]);

/**
 * The same user read for a session the cache vouches for (its token known, not revoked, not expired):
 * role, disabled flag and standing still come from the database on every request.
 */
export const findActiveUser = (q: Queryable, userId: string) => one<SessionUser>(q, ACTIVE_USER, [userId]);

/** A new expiry, never past the absolute cap (sign-in time + maxMs). */
export async function extendSession(q: Queryable, o: { tokenHash: string; expiresAt: Date; maxMs: number }) {
  await q.query(
    "UPDATE sessions SET expires_at = LEAST($2::timestamptz, created_at + $3 * interval '1 millisecond') WHERE token_hash = $1",
    [o.tokenHash, o.expiresAt, o.maxMs],
  );
}

/** Records activity at `at`, unless the session went idle meanwhile (after `idleSince` nothing revives it). */
export async function touchSession(q: Queryable, o: { tokenHash: string; at: Date; idleSince: Date }) {
  await q.query(`UPDATE sessions SET last_seen_at = $2 WHERE token_hash = $1 AND last_seen_at < $2 AND last_seen_at > $3`, [
    o.tokenHash,
    o.at,
    o.idleSince,
  ]);
}

export async function deleteSession(q: Queryable, tokenHash: string) {
  await q.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash]);
}

import type { OperatorRole } from '@portal/contract';
import type { Queryable } from '../../db/db';
import { one } from '../../db/db';
import { isoTs } from '../../lib/list/sql';

export interface OperatorRow {
  id: string;
  email: string;
  /** null while the operator is invited and has not set one */
  passwordHash: string | null;
  role: OperatorRole;
  disabled: boolean;
  /** sealed with the secrets key; null until the first sign-in's enrolment is confirmed */
  twoFactorSecret: string | null;
  twoFactorLastStep: number | null;
  twoFactorPending: string | null;
  twoFactorPendingAt: string | null;
}

/** The signed-in operator of a request, read with the session each time: a role change or a disable applies at once. */
export interface SessionOperator {
  id: string;
  email: string;
  role: OperatorRole;
  expiresAt: Date | string;
  lastSeenAt: Date | string;
}

const OPERATOR_COLUMNS = `id::text, email, password_hash AS "passwordHash", role, disabled, two_factor_secret AS "twoFactorSecret",
  two_factor_last_step::float8 AS "twoFactorLastStep", two_factor_pending AS "twoFactorPending",
  ${isoTs('two_factor_pending_at')} AS "twoFactorPendingAt"`;

export const findOperatorByEmail = (q: Queryable, email: string) =>
  one<OperatorRow>(q, `SELECT ${OPERATOR_COLUMNS} FROM operators WHERE lower(email) = lower($1)`, [email]);

export const insertOperator = (q: Queryable, o: { email: string; passwordHash: string; role: OperatorRole }) =>
  one<{ id: string }>(q, 'INSERT INTO operators(email, password_hash, role) VALUES ($1, $2, $3) RETURNING id::text', [
    o.email,
    o.passwordHash,
    o.role,
  ]);

export async function savePendingSecret(q: Queryable, o: { id: string; sealed: string; at: Date }) {
  await q.query('UPDATE operators SET two_factor_pending = $2, two_factor_pending_at = $3 WHERE id = $1', [o.id, o.sealed, o.at]);
}

/** The enrolment's first code confirms it: the pending secret becomes the operator's. */
export async function confirmSecret(q: Queryable, o: { id: string; step: number }) {
  await q.query(
    `UPDATE operators SET two_factor_secret = two_factor_pending, two_factor_last_step = $2, two_factor_pending = NULL,
            two_factor_pending_at = NULL WHERE id = $1 AND two_factor_pending IS NOT NULL`,
    [o.id, o.step],
  );
}

/** Records the time step of an accepted code; false when it (or a later one) was used already: a code signs in once. */
export async function claimStep(q: Queryable, id: string, step: number): Promise<boolean> {
  const rows = await q.query(
    `UPDATE operators SET two_factor_last_step = $2
      WHERE id = $1 AND (two_factor_last_step IS NULL OR two_factor_last_step < $2) RETURNING id`,
    [id, step],
  );
  return rows.length === 1;
}

export async function insertSession(q: Queryable, o: { tokenHash: string; operatorId: string; at: Date; expiresAt: Date }) {
  await q.query(
    `INSERT INTO operator_sessions(token_hash, operator_id, created_at, last_seen_at, step_up_at, expires_at)
     VALUES ($1, $2, $3, $3, $3, $4)`,
    [o.tokenHash, o.operatorId, o.at, o.expiresAt],
  );
  await q.query('UPDATE operators SET last_sign_in_at = $2 WHERE id = $1', [o.operatorId, o.at]);
}

/** A live session (not expired, used after `idleSince`) of an enabled operator. */
export const findSessionOperator = (q: Queryable, tokenHash: string, now: Date, idleSince: Date) =>
  one<SessionOperator>(
    q,
    `SELECT o.id::text, o.email, o.role, s.expires_at AS "expiresAt", s.last_seen_at AS "lastSeenAt"
       FROM operator_sessions s JOIN operators o ON o.id = s.operator_id
      WHERE s.token_hash = $1 AND s.expires_at > $2 AND s.last_seen_at > $3 AND NOT o.disabled`,
    [tokenHash, now, idleSince],
  );

/** Records activity at `at`, unless the session went idle meanwhile (after `idleSince` nothing revives it). */
export async function touchSession(q: Queryable, o: { tokenHash: string; at: Date; idleSince: Date }) {
  await q.query('UPDATE operator_sessions SET last_seen_at = $2 WHERE token_hash = $1 AND last_seen_at < $2 AND last_seen_at > $3', [
    o.tokenHash,
    o.at,
    o.idleSince,
  ]);
}

export async function deleteSession(q: Queryable, tokenHash: string) {
  await q.query('DELETE FROM operator_sessions WHERE token_hash = $1', [tokenHash]);
}

/** The session re-entered a code at `at` (the sign-in's code counts too). */
export async function markStepUp(q: Queryable, tokenHash: string, at: Date) {
  await q.query('UPDATE operator_sessions SET step_up_at = $2 WHERE token_hash = $1', [tokenHash, at]);
}

export const stepUpAt = async (q: Queryable, tokenHash: string) =>
  (await one<{ at: Date | string | null }>(q, 'SELECT step_up_at AS at FROM operator_sessions WHERE token_hash = $1', [tokenHash]))?.at ??
  null;

export const operatorById = (q: Queryable, id: string) =>
  one<OperatorRow>(q, `SELECT ${OPERATOR_COLUMNS} FROM operators WHERE id::text = $1`, [id]);

/** A new password: every other session of the operator ends; answers how many. */
export async function setPassword(q: Queryable, o: { id: string; hash: string; keepTokenHash: string }): Promise<number> {
  await q.query('UPDATE operators SET password_hash = $2 WHERE id::text = $1', [o.id, o.hash]);
  const rows = await q.query('DELETE FROM operator_sessions WHERE operator_id::text = $1 AND token_hash <> $2 RETURNING token_hash', [
    o.id,
    o.keepTokenHash,
  ]);
  return rows.length;
}

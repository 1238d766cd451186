import type { Queryable } from '../../db/db';
import { one } from '../../db/db';
import { isoTs } from '../../lib/list/sql';

export interface TwoFactorRow {
  enabled: boolean;
  /** sealed with the secrets key */
  secret: string | null;
  enabledDate: string | null;
  lastStep: string | number | null;
  codesLeft: number;
}

export const loadState = (q: Queryable, userId: string) =>
  one<TwoFactorRow>(
    q,
    `SELECT u.two_factor_enabled AS enabled, u.two_factor_secret AS secret, ${isoTs('u.two_factor_enabled_at')} AS "enabledDate",
            u.two_factor_last_step AS "lastStep",
            (SELECT count(*)::int FROM two_factor_recovery_codes c WHERE c.user_id = u.id AND c.used_at IS NULL) AS "codesLeft"
       FROM users u WHERE u.id = $1`,
    [userId],
  );

export async function isEnabled(q: Queryable, userId: string): Promise<boolean> {
  return (await one<{ enabled: boolean }>(q, 'SELECT two_factor_enabled AS enabled FROM users WHERE id = $1', [userId]))?.enabled === true;
}

/** Starting again replaces an enrolment that was never confirmed. */
export async function saveEnrolment(q: Queryable, o: { userId: string; sealed: string; at: Date }) {
  await q.query(
    `INSERT INTO two_factor_enrolments(user_id, secret, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET secret = EXCLUDED.secret, created_at = EXCLUDED.created_at`,
    [o.userId, o.sealed, o.at],
  );
}

export const loadEnrolment = (q: Queryable, userId: string) =>
  one<{ secret: string; createdAt: Date | string }>(
    q,
    'SELECT secret, created_at AS "createdAt" FROM two_factor_enrolments WHERE user_id = $1 FOR UPDATE',
    [userId],
  );

/** Turns two-factor on with the enrolled secret and a fresh set of recovery codes (one transaction). */
export async function enable(q: Queryable, o: { userId: string; sealed: string; step: number; at: Date; codeHashes: string[] }) {
  await q.query(
    `UPDATE users SET two_factor_secret = $2, two_factor_enabled = true, two_factor_enabled_at = $3, two_factor_last_step = $4
      WHERE id = $1`,
    [o.userId, o.sealed, o.at, o.step],
  );
  await q.query('DELETE FROM two_factor_enrolments WHERE user_id = $1', [o.userId]);
  await q.query('DELETE FROM two_factor_recovery_codes WHERE user_id = $1', [o.userId]);
  await q.query('INSERT INTO two_factor_recovery_codes(user_id, code_hash) SELECT $1::uuid, unnest($2::text[])', [o.userId, o.codeHashes]);
}

export async function disable(q: Queryable, userId: string) {
  await q.query(
    `UPDATE users SET two_factor_secret = NULL, two_factor_enabled = false, two_factor_enabled_at = NULL, two_factor_last_step = NULL
      WHERE id = $1`,
    [userId],
  );
  await q.query('DELETE FROM two_factor_recovery_codes WHERE user_id = $1', [userId]);
  await q.query('DELETE FROM two_factor_enrolments WHERE user_id = $1', [userId]);
}

/** Records the time step of an accepted code; false when it (or a later one) was used already. */
export async function claimStep(q: Queryable, userId: string, step: number): Promise<boolean> {
  const rows = await q.query(
    `UPDATE users SET two_factor_last_step = $2
      WHERE id = $1 AND two_factor_enabled AND (two_factor_last_step IS NULL OR two_factor_last_step < $2) RETURNING id`,
    [userId, step],
  );
  return rows.length === 1;
}

/** Spends a recovery code: true once, false for an unknown or already used code. */
export async function useRecoveryCode(q: Queryable, o: { userId: string; codeHash: string; at: Date }): Promise<boolean> {
  const rows = await q.query(
    'UPDATE two_factor_recovery_codes SET used_at = $3 WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING user_id',
    [o.userId, o.codeHash, o.at],
  );
  return rows.length === 1;
}

/** The session's step-up: a code was entered in it at `at` (sign-in, enrolment or the step-up call). */
export async function markStepUp(q: Queryable, tokenHash: string, at: Date) {
  await q.query('UPDATE sessions SET step_up_at = $2 WHERE token_hash = $1', [tokenHash, at]);
}

export const stepUpAt = async (q: Queryable, tokenHash: string) =>
  (await one<{ at: Date | string | null }>(q, 'SELECT step_up_at AS at FROM sessions WHERE token_hash = $1', [tokenHash]))?.at ?? null;

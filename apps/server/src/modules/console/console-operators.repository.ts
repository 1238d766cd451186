import { OPERATOR_ROLES, OPERATOR_STATES, type ConsoleOperator, type LISTS, type OperatorRole } from '@portal/contract';
import type { Queryable } from '../../db/db';
import { one } from '../../db/db';
import type { ListSpec } from '../../lib/list/query';
import { isoTs } from '../../lib/list/sql';
import { ALL_PARTNERS } from './console-partners.lists';

const STATE = `CASE WHEN o.disabled THEN 'DISABLED' WHEN o.password_hash IS NULL THEN 'INVITED' ELSE 'ACTIVE' END`;

/** An operator as the console's operators screen shows it (never its password hash, TOTP secret or invitation). */
const COLUMNS = `o.id::text AS id, o.email, o.role, ${STATE} AS state, o.two_factor_secret IS NOT NULL AS "twoFactorEnrolled",
  ${isoTs('o.created_at')} AS "createdDate", ${isoTs('o.last_sign_in_at')} AS "lastSignInDate",
  CASE WHEN o.password_hash IS NULL THEN ${isoTs('o.invitation_expires_at')} END AS "invitationExpiresDate"`;

/** Every operator, on the list engine: the console's lists have no owner (see ALL_PARTNERS). */
export const CONSOLE_OPERATORS: ListSpec<typeof LISTS.consoleOperators> = {
  from: 'operators o',
  owner: `'${ALL_PARTNERS}'::text`,
  select: COLUMNS,
  filters: {
    q: { kind: 'text', expr: 'o.email' },
    role: { kind: 'exact', expr: 'o.role', values: OPERATOR_ROLES },
    state: { kind: 'exact', expr: STATE, values: OPERATOR_STATES },
  },
  sorts: {
    email: { expr: 'lower(o.email)', type: 'text', tie: 'o.id', tieType: 'uuid', tieDesc: false },
    created: { expr: 'o.created_at', type: 'timestamptz', tie: 'o.id', tieType: 'uuid', tieDesc: true },
  },
};

/** One operator, its row locked for the change that follows. */
export const lockOperator = (q: Queryable, id: string) =>
  one<ConsoleOperator>(q, `SELECT ${COLUMNS} FROM operators o WHERE o.id::text = $1 FOR UPDATE`, [id]);

export const operatorById = (q: Queryable, id: string) =>
  one<ConsoleOperator>(q, `SELECT ${COLUMNS} FROM operators o WHERE o.id::text = $1`, [id]);

/**
 * The active Administrators (a password set, not disabled), their rows locked: two changes at once cannot
 * both leave the console without one.
 */
export async function lockActiveAdministrators(q: Queryable): Promise<string[]> {
  const rows = await q.query<{ id: string }>(
    `SELECT id::text FROM operators WHERE role = 'ADMINISTRATOR' AND NOT disabled AND password_hash IS NOT NULL ORDER BY id FOR UPDATE`,
  );
  return rows.map((r) => r.id);
}

export const findByEmail = (q: Queryable, email: string) =>
  one<{ id: string; invited: boolean }>(
    q,
    'SELECT id::text, password_hash IS NULL AS invited FROM operators WHERE lower(email) = lower($1)',
    [email],
  );

/** A new invitation, or a renewed one for an address invited before: a new code, the old one dies. */
export const upsertInvitation = (
  q: Queryable,
  o: { email: string; role: OperatorRole; codeHash: string; expiresAt: Date; invitedBy: string | null },
) =>
  one<{ id: string; created: boolean }>(
    q,
    `INSERT INTO operators(email, role, invitation_hash, invitation_expires_at, invited_by) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (lower(email)) DO UPDATE SET role = EXCLUDED.role, invitation_hash = EXCLUDED.invitation_hash,
            invitation_expires_at = EXCLUDED.invitation_expires_at, invited_by = EXCLUDED.invited_by
      WHERE operators.password_hash IS NULL
     RETURNING id::text, (xmax = 0) AS created`,
    [o.email, o.role, o.codeHash, o.expiresAt, o.invitedBy],
  );

/** The invitation's code, for its address, still valid and unused: sets the password, the code dies (single use). */
export const acceptInvitation = (q: Queryable, o: { email: string; codeHash: string; passwordHash: string; now: Date }) =>
  one<{ id: string }>(
    q,
    `UPDATE operators SET password_hash = $3, invitation_hash = NULL, invitation_expires_at = NULL
      WHERE invitation_hash = $2 AND lower(email) = lower($1) AND invitation_expires_at > $4 AND password_hash IS NULL AND NOT disabled
      RETURNING id::text`,
    [o.email, o.codeHash, o.passwordHash, o.now],
  );

export async function setRole(q: Queryable, id: string, role: OperatorRole) {
  await q.query('UPDATE operators SET role = $2 WHERE id::text = $1', [id, role]);
}

/** Disables (its sessions end at once: deleted, and every request checks the flag too) or enables an operator. */
export async function setDisabled(q: Queryable, id: string, disabled: boolean) {
  await q.query('UPDATE operators SET disabled = $2 WHERE id::text = $1', [id, disabled]);
  if (disabled) await q.query('DELETE FROM operator_sessions WHERE operator_id::text = $1', [id]);
}

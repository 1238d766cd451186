import type { Queryable } from '../../db/db';
import { one } from '../../db/db';

export type CodePurpose = 'confirm' | 'reset';

export interface MailUser {
  id: string;
  email: string;
  agent: string | null;
  language: string;
  emailConfirmed: boolean;
  disabled: boolean;
}

const MAIL_USER = `SELECT u.id, u.email, COALESCE(p.agent, u.agent) AS agent, u.language, u.email_confirmed AS "emailConfirmed", u.disabled
  FROM users u LEFT JOIN partners p ON p.id = u.partner_id`;

export const findMailUser = (q: Queryable, email: string) => one<MailUser>(q, `${MAIL_USER} WHERE lower(u.email) = lower($1)`, [email]);

export const findMailUserById = (q: Queryable, id: string) => one<MailUser>(q, `${MAIL_USER} WHERE u.id = $1`, [id]);

export async function insertCode(q: Queryable, o: { codeHash: string; userId: string; purpose: CodePurpose; expiresAt: Date }) {
  await q.query('INSERT INTO email_codes(code_hash, user_id, purpose, expires_at) VALUES ($1, $2, $3, $4)', [
    o.codeHash,
    o.userId,
    o.purpose,
    o.expiresAt,
  ]);
}

/** Marks a live, unused code used (at most once, even under concurrency); answers its user. */
export const consumeCode = (q: Queryable, o: { codeHash: string; purpose: CodePurpose; now: Date }) =>
  one<{ userId: string }>(
    q,
    `UPDATE email_codes SET used_at = $3
      WHERE code_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3
      RETURNING user_id AS "userId"`,
    [o.codeHash, o.purpose, o.now],
  );

/** Retires the unused codes of one purpose (a new one replaces them; a reset retires the rest). */
export async function retireCodes(q: Queryable, o: { userId: string; purpose: CodePurpose; now: Date }) {
  await q.query('UPDATE email_codes SET used_at = $3 WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL', [
    o.userId,
    o.purpose,
    o.now,
  ]);
}

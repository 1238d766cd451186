import type { Queryable } from '../../db/db';
import { one } from '../../db/db';

export const passwordHashOf = async (q: Queryable, userId: string) =>
  (await one<{ passwordHash: string }>(q, 'SELECT password_hash AS "passwordHash" FROM users WHERE id = $1', [userId]))?.passwordHash;

export async function setPhone(q: Queryable, o: { userId: string; phone: string }) {
  await q.query('UPDATE users SET mobile_number = $2 WHERE id = $1', [o.userId, o.phone]);
}

export async function setPasswordHash(q: Queryable, o: { userId: string; hash: string }) {
  await q.query('UPDATE users SET password_hash = $2 WHERE id = $1', [o.userId, o.hash]);
}

/** Ends every session of the user except the one with `keepTokenHash`; answers how many ended. */
export async function endOtherSessions(q: Queryable, o: { userId: string; keepTokenHash: string }): Promise<number> {
  const rows = await q.query('DELETE FROM sessions WHERE user_id = $1 AND token_hash <> $2 RETURNING token_hash', [
    o.userId,
    o.keepTokenHash,
  ]);
  return rows.length;
}

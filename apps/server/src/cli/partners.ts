import { one, type Queryable } from '../db/db';

/** The partner of the account with this e-mail, for the commands that name a partner by its owner's e-mail. */
export async function partnerIdByEmail(q: Queryable, email: string): Promise<string | undefined> {
  const row = await one<{ partnerId: string | null }>(q, 'SELECT partner_id AS "partnerId" FROM users WHERE lower(email) = lower($1)', [
    email,
  ]);
  return row?.partnerId ?? undefined;
}

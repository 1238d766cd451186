import type { User } from '@portal/contract';
import type { Queryable } from '../../db/db';
import { one } from '../../db/db';
import { standingSql } from '../../lib/standing';
import { isoTs } from '../../lib/list/sql';
import { recordsOf } from '../identity/identity.service';

/** A user's row as the contract's User, but for its KYC records (read apart). */
const USER_COLUMNS = `u.id, u.client_id AS "clientId", u.email, u.email_confirmed AS "emailConfirmed", u.type, u.first_name AS "firstName",
  u.last_name AS "lastName", u.company_name AS "companyName", u.company_reg_number AS "companyRegNumber",
  u.company_address AS "companyAddress", u.company_country AS "companyCountry", u.on_behalf_of AS "onBehalfOf",
  u.mobile_number AS "mobileNumber", to_char(u.birth_date, 'YYYY-MM-DD') AS "birthDate", u.country,
  ${isoTs('u.created_at')} AS "createdDate", ${isoTs('u.previous_login_at')} AS "previousLoginDate", u.disabled,
  u.kyc_tier AS "kycTier", u.language, u.two_factor_enabled AS "twoFactorEnabled", u.on_behalf_of IS NULL AS "isOwner", u.role,
  (SELECT ${standingSql('p')} FROM partners p WHERE p.id = u.partner_id) AS "partnerStanding"`;

export async function loadUser(q: Queryable, id: string): Promise<User | undefined> {
  const u = await one<Omit<User, 'kyc'>>(q, `SELECT ${USER_COLUMNS} FROM users u WHERE u.id = $1`, [id]);
  if (!u) return undefined;
  return { ...u, kyc: await recordsOf(q, id) };
}

/** Users of a partner (owner and team members with an account): who receives the live updates. */
/** The partner's active users; with `roles`, only those holding one of them. */
export async function partnerUserIds(q: Queryable, partnerId: string, roles?: readonly string[]): Promise<string[]> {
  const rows = await q.query<{ id: string }>(
    'SELECT id::text FROM users WHERE partner_id = $1 AND NOT disabled AND ($2::text[] IS NULL OR role = ANY($2))',
    [partnerId, roles ?? null],
  );
  return rows.map((r) => r.id);
}

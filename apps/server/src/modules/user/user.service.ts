import type { PartnerStanding, Role, User } from '@portal/contract';
import type { Queryable } from '../../db/db';
import { one } from '../../db/db';
import { standingSql } from '../../lib/standing';
import { day, iso, isoOrThrow } from '../../lib/dates';
import { toRecord as toKycRecord, type KycRow } from '../identity/identity.service';

interface UserRow {
  id: string;
  client_id: string;
  email: string;
  email_confirmed: boolean;
  type: User['type'];
  first_name: string | null;
  last_name: string | null;
  company_name: string | null;
  company_reg_number: string | null;
  company_address: string | null;
  company_country: string | null;
  on_behalf_of: string | null;
  mobile_number: string | null;
  birth_date: Date | string | null;
  country: string | null;
  created_at: Date;
  previous_login_at: Date | null;
  disabled: boolean;
  kyc_tier: number;
  language: string;
  two_factor_enabled: boolean;
  role: Role | null;
  standing: PartnerStanding | null;
}

export async function loadUser(q: Queryable, id: string): Promise<User | undefined> {
  const u = await one<UserRow>(
    q,
    `SELECT u.*, (SELECT ${standingSql('p')} FROM partners p WHERE p.id = u.partner_id) AS standing FROM users u WHERE u.id = $1`,
    [id],
  );
  if (!u) return undefined;
  const kyc = await q.query<KycRow>('SELECT * FROM kyc_records WHERE user_id = $1 ORDER BY tier', [id]);
  return {
    id: u.id,
    clientId: u.client_id,
    email: u.email,
    emailConfirmed: u.email_confirmed,
    type: u.type,
    firstName: u.first_name,
    lastName: u.last_name,
    companyName: u.company_name,
    companyRegNumber: u.company_reg_number,
    companyAddress: u.company_address,
    companyCountry: u.company_country,
    onBehalfOf: u.on_behalf_of,
    mobileNumber: u.mobile_number,
    birthDate: day(u.birth_date),
    country: u.country,
    createdDate: isoOrThrow(u.created_at),
    previousLoginDate: iso(u.previous_login_at),
    disabled: u.disabled,
    kycTier: u.kyc_tier,
    language: u.language,
    twoFactorEnabled: u.two_factor_enabled,
    isOwner: u.on_behalf_of == null,
    role: u.role,
    partnerStanding: u.standing,
    kyc: kyc.map(toKycRecord),
  };
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

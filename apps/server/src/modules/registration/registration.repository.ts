import type { Queryable } from '../../db/db';
import { one } from '../../db/db';

interface Invitation {
  kind: 'operator' | 'team';
  email: string | null;
  partnerId: string | null;
  teamMemberId: string | null;
  /** when a team invitation was sent */
  sentAt: Date | null;
}

/** Spends an unused invitation code once: an operator invitation, else a team member's invitation. */
export async function consumeInvitation(q: Queryable, codeHash: string, now: Date): Promise<Invitation | null> {
  const inv = await one<{ email: string | null; partnerId: string | null }>(
    q,
    'UPDATE invitations SET used_at = $2 WHERE code_hash = $1 AND used_at IS NULL RETURNING email, partner_id::text AS "partnerId"',
    [codeHash, now],
  );
  const tm = await one<{ teamMemberId: string; email: string; partnerId: string; sentAt: Date }>(
    q,
    `SELECT id::text AS "teamMemberId", email, partner_id::text AS "partnerId", created_at AS "sentAt" FROM team_members
      WHERE invitation_code_hash = $1 AND user_id IS NULL AND NOT disabled FOR UPDATE`,
    [codeHash],
  );
  if (tm) return { kind: 'team', ...tm, sentAt: new Date(tm.sentAt) };
  if (inv) return { kind: 'operator', ...inv, teamMemberId: null, sentAt: null };
  return null;
}

/** The partner's owner: its first user acting on no one's behalf. */
export const partnerOwner = (q: Queryable, partnerId: string) =>
  one<{ id: string; agent: string; kycTier: number }>(
    q,
    `SELECT u.id, p.agent, u.kyc_tier AS "kycTier" FROM users u JOIN partners p ON p.id = u.partner_id
      WHERE u.partner_id = $1 AND u.on_behalf_of IS NULL ORDER BY u.created_at, u.id LIMIT 1`,
    [partnerId],
  );

export const emailExists = async (q: Queryable, email: string) =>
  (await one(q, 'SELECT 1 FROM users WHERE lower(email) = lower($1)', [email])) != null;

interface NewUser {
  email: string;
  passwordHash: string;
  type: 'INDIVIDUAL' | 'BUSINESS' | 'EMPLOYEE';
  firstName?: string;
  lastName?: string;
  companyName?: string;
  companyRegNumber?: string;
  companyAddress?: string;
  companyCountry?: string;
  country?: string;
  mobileNumber: string;
  birthDate?: string;
  partnerId?: string | null;
  onBehalfOf?: string | null;
  agent: string;
  language: string;
}

export async function insertUser(q: Queryable, u: NewUser): Promise<string> {
  const row = await one<{ id: string }>(
    q,
    `INSERT INTO users(email, password_hash, type, first_name, last_name, company_name, company_reg_number, company_address,
                       company_country, country, mobile_number, birth_date, partner_id, on_behalf_of, agent, language)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16) RETURNING id`,
    [
      u.email,
      u.passwordHash,
      u.type,
      u.firstName ?? null,
      u.lastName ?? null,
      u.companyName ?? null,
      u.companyRegNumber ?? null,
      u.companyAddress ?? null,
      u.companyCountry ?? null,
      u.country ?? u.companyCountry ?? null,
      u.mobileNumber,
      u.birthDate ?? null,
      u.partnerId ?? null,
      u.onBehalfOf ?? null,
      u.agent,
      u.language,
    ],
  );
  return row!.id;
}

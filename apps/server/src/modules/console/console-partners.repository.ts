import type { ConsolePartnerDetail, Environment, Role } from '@portal/contract';
import crypto from 'node:crypto';
import type { Queryable } from '../../db/db';
import { one } from '../../db/db';
import { isoTs } from '../../lib/list/sql';
import { hashPassword } from '../../lib/password';

/** The owner's company data and the reason the partner was last switched. */
export const companyOf = (q: Queryable, partnerId: string) =>
  one<{ company: ConsolePartnerDetail['company']; disabledReason: string | null }>(
    q,
    `SELECT json_build_object('name', coalesce(o.company_name, p.company_name), 'regNumber', o.company_reg_number,
                              'address', o.company_address, 'country', o.company_country) AS company, p.disabled_reason AS "disabledReason"
       FROM partners p LEFT JOIN users o ON o.partner_id = p.id AND o.role = 'OWNER' WHERE p.id = $1`,
    [partnerId],
  );

export const membersOf = (q: Queryable, partnerId: string) =>
  q.query<{ id: string; email: string; role: Role; active: boolean; lastLoginDate: string | null }>(
    `SELECT u.id::text, u.email, u.role, NOT u.disabled AND NOT coalesce(m.disabled, false) AS active,
            ${isoTs('u.last_login_at')} AS "lastLoginDate"
       FROM users u LEFT JOIN team_members m ON m.user_id = u.id WHERE u.partner_id = $1 ORDER BY (u.role = 'OWNER') DESC, u.email`,
    [partnerId],
  );

/** Team invitations sent and not yet accepted nor withdrawn: the invitee has no user yet, so `membersOf` misses them. */
export const invitationsOf = (q: Queryable, o: { partnerId: string; ttlDays: number }) =>
  q.query<{ id: string; email: string; role: Role; invitedDate: string; expiresDate: string }>(
    `SELECT id::text, email, role, ${isoTs('created_at')} AS "invitedDate",
            ${isoTs("(created_at + $2::int * interval '24 hours')")} AS "expiresDate" FROM team_members
      WHERE partner_id = $1 AND user_id IS NULL AND NOT approved AND NOT disabled ORDER BY created_at DESC, id`,
    [o.partnerId, o.ttlDays],
  );

/** Keys of both environments: label, scopes, creator, expiry, last use; never the token nor the secret. */
export const keysOf = (q: Queryable, partnerId: string) =>
  q.query<{
    id: string;
    environment: Environment;
    label: string;
    access: string;
    scopes: string[];
    createdBy: string | null;
    createdDate: string;
    expiresDate: string | null;
    lastUsedDate: string | null;
  }>(
    `SELECT s.id::text, s.environment, s.label, s.access, s.scopes, c.email AS "createdBy", ${isoTs('s.created_at')} AS "createdDate",
            ${isoTs('s.expires_at')} AS "expiresDate", ${isoTs('s.last_used_at')} AS "lastUsedDate"
       FROM api_secrets s LEFT JOIN users c ON c.id = s.created_by
      WHERE s.partner_id = $1 AND s.deleted_at IS NULL AND s.replaced_by IS NULL ORDER BY s.created_at DESC`,
    [partnerId],
  );

export const webhooksOf = (q: Queryable, partnerId: string) =>
  q.query<{ id: string; environment: Environment; url: string; enabled: boolean; createdDate: string }>(
    `SELECT id::text, environment, url, enabled, ${isoTs('created_at')} AS "createdDate" FROM webhooks
      WHERE partner_id = $1 ORDER BY environment, created_at`,
    [partnerId],
  );

/** Clients, accounts, cards and transactions per environment from list_counts, which the tables' triggers keep. */
export const dataCountsOf = (q: Queryable, partnerId: string) =>
  q.query<{ environment: Environment; list: 'clients' | 'accounts' | 'cards' | 'transactions'; n: number }>(
    `SELECT environment, list, sum(n)::int AS n FROM list_counts WHERE partner_id = $1 GROUP BY environment, list`,
    [partnerId],
  );

/** The partner's last 50 invoices; the tie-break is the id column (a bare `id` would be the text `id::text`). */
export const invoicesOf = (q: Queryable, partnerId: string) =>
  q.query<{ id: string; number: string; amount: string; currency: string; payBefore: string; paid: boolean }>(
    `SELECT id::text, number, amount::text, currency, to_char(pay_before, 'YYYY-MM-DD') AS "payBefore", paid
       FROM invoices WHERE partner_id = $1 ORDER BY pay_before DESC, invoices.id DESC LIMIT 50`,
    [partnerId],
  );

export const ticketCountsOf = async (q: Queryable, partnerId: string) =>
  (await one<{ total: number; unread: number }>(
    q,
    `SELECT count(*)::int AS total, (count(*) FILTER (WHERE NOT t.is_read))::int AS unread
       FROM tickets t JOIN users u ON u.id = t.user_id WHERE u.partner_id = $1`,
    [partnerId],
  ))!;

/** The operator's switch over a partner's standing, with its reason. */
export const setDisabled = (q: Queryable, o: { partnerId: string; disabled: boolean; reason: string | null }) =>
  one<{ id: string; wlpId: string | null; company: string; disabled: boolean }>(
    q,
    `UPDATE partners SET disabled = $2, disabled_reason = $3 WHERE id = $1
     RETURNING id::text, wlp_id AS "wlpId", company_name AS company, disabled`,
    [o.partnerId, o.disabled, o.reason],
  );

export const partnerIdByWlp = async (q: Queryable, wlpId: string) =>
  (await one<{ id: string }>(q, 'SELECT id::text FROM partners WHERE wlp_id = $1', [wlpId]))?.id;

/** The partner and its members' brand. */
/** Locks the partner against concurrent changes; answers whether a member's verification is PENDING. */
export async function lockForBrandChange(q: Queryable, partnerId: string) {
  await q.query('SELECT 1 FROM partners WHERE id = $1 FOR UPDATE', [partnerId]);
  const r = await one<{ pending: boolean }>(
    q,
    `SELECT EXISTS (SELECT 1 FROM kyc_records k JOIN users u ON u.id = k.user_id
                     WHERE u.partner_id = $1 AND k.status = 'PENDING') AS pending`,
    [partnerId],
  );
  return r!.pending;
}

export async function setAgent(q: Queryable, o: { partnerId: string; agent: string }) {
  await q.query('UPDATE partners SET agent = $2 WHERE id = $1', [o.partnerId, o.agent]);
  await q.query('UPDATE users SET agent = $2 WHERE partner_id = $1', [o.partnerId, o.agent]);
}

interface NewPartner {
  email: string;
  password: string;
  company: string;
  agent: string;
}

/** A confirmed, verified business partner: KYC tier 2 VERIFIED, its own wlpId. */
export async function createPartner(tx: Queryable, o: NewPartner) {
  const wlpId = `WLP-${crypto.randomBytes(5).toString('hex').toUpperCase()}`;
  const partner = await one<{ id: string }>(tx, 'INSERT INTO partners(wlp_id, agent, company_name) VALUES ($1, $2, $3) RETURNING id', [
    wlpId,
    o.agent,
    o.company,
  ]);
  const user = await one<{ id: string }>(
    tx,
    `INSERT INTO users(email, password_hash, type, company_name, email_confirmed, kyc_tier, partner_id, agent, country, company_country,
                       role)
     VALUES ($1, $2, 'BUSINESS', $3, true, 2, $4, $5, 'ITA', 'ITA', 'OWNER') RETURNING id`,
    [o.email, await hashPassword(o.password), o.company, partner!.id, o.agent],
  );
  await tx.query("INSERT INTO kyc_records(user_id, tier, status, final) VALUES ($1, 2, 'VERIFIED', true)", [user!.id]);
  return { partnerId: partner!.id, userId: user!.id, wlpId, email: o.email, agent: o.agent };
}

import crypto from 'node:crypto';
import type { Queryable } from '../../db/db';
import { one } from '../../db/db';
import { hashPassword } from '../../lib/password';

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

export async function partnerIdByEmail(q: Queryable, email: string): Promise<string | undefined> {
  const row = await one<{ partner_id: string | null }>(q, 'SELECT partner_id FROM users WHERE lower(email) = lower($1)', [email]);
  return row?.partner_id ?? undefined;
}

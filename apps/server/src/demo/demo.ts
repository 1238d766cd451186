import crypto from 'node:crypto';
import type { AppContext } from '../context';
import { one } from '../db/db';
import { hashPassword } from '../lib/password';
import { randomToken, sha256 } from '../lib/crypto';
import { createPartner } from '../modules/console/console-partners.repository';
import { openPartner } from '../lib/standing';
import { bulkSeed } from './bulk-seed';
import { DEMO_FAQ } from './demo-faq';

const DEMO_PARTNERS = [
  {
    email: 'demo@partner.test',
    password: 'Demo@Partner1',
    company: 'Demo Partner S.r.l.',
    agent: 'aurora',
    integration: 'DEMOPAY',
    regNumber: 'MI-2291834',
    address: 'Via Dante 12, 20121 Milano',
  },
  {
    email: 'other@partner.test',
    password: 'Other@Partner1',
    company: 'Other Partner Ltd',
    agent: 'laguna',
    integration: 'OTHERPAY',
    regNumber: 'VE-0451127',
    address: 'Fondamenta Nove 5, 30121 Venezia',
  },
] as const;
const UNVERIFIED_USER = { email: 'unverified@partner.test', password: 'Unverified@Partner1' } as const;
/** An active Viewer of the demo partner: what a read-only member sees. */
const DEMO_VIEWER = { email: 'viewer@partner.test', password: 'Viewer@Partner1' } as const;

/** Whether the demo data was ever seeded here (its passwords and invitation code are public). */
export const hasDemoData = async (ctx: AppContext) => !!(await one(ctx.db, "SELECT 1 FROM settings WHERE key = 'demo_seeded'"));

/** Seeds the demo data of CONTRACTS §2 once; a marker row keeps later starts from duplicating it. */
export async function seedDemo(ctx: AppContext): Promise<boolean> {
  if (await hasDemoData(ctx)) return false;
  await ctx.db.transaction(async (tx) => {
    await tx.query(`INSERT INTO settings(key, value) VALUES ('demo_seeded', to_jsonb(now()::text))`);
    for (const [i, d] of DEMO_PARTNERS.entries()) {
      const p = await createPartner(tx, d);
      await tx.query(
        "UPDATE users SET first_name = $2, last_name = $3, mobile_number = '+393331234567'," +
          ' company_reg_number = $4, company_address = $5 WHERE id = $1',
        [p.userId, i === 0 ? 'Dario' : 'Olivia', i === 0 ? 'Demo' : 'Other', d.regNumber, d.address],
      );
      await bulkSeed(tx, {
        partnerId: p.partnerId,
        integration: d.integration,
        clients: 60 - i * 12,
        accounts: 80 - i * 20,
        cards: 50 - i * 10,
        transactions: 1500 - i * 500,
        now: ctx.now(),
      });
      await seedInvoices(tx, p.partnerId, i);
      await seedInbox(tx, p.userId);
      await tx.query("INSERT INTO team_members(partner_id, email, role, approved) VALUES ($1, $2, 'DEVELOPER', false)", [
        p.partnerId,
        i === 0 ? 'dev@demo-partner.test' : 'dev@other-partner.test',
      ]);
      if (i === 0) {
        const v = await one<{ id: string }>(
          tx,
          `INSERT INTO users(email, password_hash, type, first_name, last_name, email_confirmed, kyc_tier, partner_id, on_behalf_of,
                             agent, country, role)
           VALUES ($1, $2, 'EMPLOYEE', 'Vera', 'Viewer', true, 2, $3, $4, $5, 'ITA', 'VIEWER') RETURNING id`,
          [DEMO_VIEWER.email, await hashPassword(DEMO_VIEWER.password), p.partnerId, p.userId, d.agent],
        );
        await tx.query("INSERT INTO team_members(partner_id, email, role, user_id, approved) VALUES ($1, $2, 'VIEWER', $3, true)", [
          p.partnerId,
          DEMO_VIEWER.email,
          v!.id,
        ]);
      }
      await tx.query('INSERT INTO api_secrets(partner_id, label, token, secret_encrypted, created_by) VALUES ($1, $2, $3, $4, $5)', [
        p.partnerId,
        'Demo key',
        `pk_${randomToken(18)}`,
        ctx.box.seal(`sk_${randomToken(32)}`),
        p.userId,
      ]);
    }
    const u = await one<{ id: string }>(
      tx,
      `INSERT INTO users(email, password_hash, type, company_name, email_confirmed, kyc_tier, agent, country)
       VALUES ($1, $2, 'BUSINESS', 'Unverified Startup S.r.l.', true, 0, 'aurora', 'ITA') RETURNING id`,
      [UNVERIFIED_USER.email, await hashPassword(UNVERIFIED_USER.password)],
    );
    await tx.query("INSERT INTO kyc_records(user_id, tier, status) VALUES ($1, 2, 'CREATED')", [u!.id]);
    // as registration leaves a company: its partner (its sandbox) without a wlpId until it is verified
    const unverified = await openPartner(tx, { userId: u!.id, agent: 'aurora', company: 'Unverified Startup S.r.l.', wlpId: null });
    await seedSandbox(tx, unverified, 'sandbox-demo', ctx.now());
    for (const f of DEMO_FAQ) {
      await tx.query('INSERT INTO faq_entries(language, category, question, answer_html, position) VALUES ($1, $2, $3, $4, $5)', [
        f.language,
        f.category,
        f.question,
        f.answer,
        f.position,
      ]);
    }
    await tx.query('INSERT INTO invitations(code_hash) VALUES ($1)', [sha256('DEMO-INVITE-0001')]);
  });
  return true;
}

/** The unverified company's small sandbox, so that its simulations have accounts and cards to act on from the start. */
const seedSandbox = (tx: Parameters<typeof bulkSeed>[0], partnerId: string, integration: string, now: Date) =>
  bulkSeed(tx, { partnerId, integration, clients: 12, accounts: 15, cards: 8, transactions: 150, now, environment: 'sandbox' });

async function seedInvoices(tx: Parameters<typeof bulkSeed>[0], partnerId: string, index: number) {
  const year = new Date().getUTCFullYear();
  for (let m = 0; m < 14; m++) {
    const number = `INV-${year - (m >= 12 ? 1 : 0)}-${index + 1}${String(m + 1).padStart(4, '0')}`;
    const key = crypto.randomBytes(12).toString('hex');
    await tx.query(
      `INSERT INTO invoices(partner_id, number, amount, pay_before, paid, attachment_key, attachment_name, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        partnerId,
        number,
        (1250 + m * 437.35).toFixed(2),
        new Date(Date.UTC(year, 11 - m, 28)),
        m >= 3,
        key,
        `${number}.pdf`,
        new Date(Date.UTC(year, 11 - m, 1)),
      ],
    );
  }
}

async function seedInbox(tx: Parameters<typeof bulkSeed>[0], userId: string) {
  const items: Array<[string, string, string, string | null]> = [
    ['NOTIFICATION', 'Welcome to the API portal', '<p>Your partner account is verified. Generate an API secret to start.</p>', null],
    ['TRANSFER_REQUEST', 'Payment request: invoice settlement', '<p>Please settle the open invoice before its due date.</p>', null],
    ['INCIDENT', 'Question about webhook retries', '<p>How often are failed webhooks retried?</p>', 'Account'],
  ];
  for (const [type, title, body, sub] of items) {
    const t = await one<{ id: string }>(
      tx,
      'INSERT INTO tickets(user_id, incident_type, sub_type, title) VALUES ($1, $2, $3, $4) RETURNING id',
      [userId, type, sub, title],
    );
    const author = type === 'INCIDENT' ? userId : null;
    await tx.query('INSERT INTO ticket_messages(ticket_id, author_user_id, author_name, message_html) VALUES ($1, $2, $3, $4)', [
      t!.id,
      author,
      author ? 'You' : 'Support',
      body,
    ]);
    if (type === 'INCIDENT') {
      await tx.query('INSERT INTO ticket_messages(ticket_id, author_name, message_html) VALUES ($1, $2, $3)', [
        t!.id,
        'Support',
        '<p>Failed deliveries are retried with exponential back-off for at least 3 days.</p>',
      ]);
    }
  }
}

import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../config/env';
import type { Db, Queryable } from '../db/db';
import type { Brands } from '../brands/brands';
import { escapeHtml } from '../lib/html';
import type { MAIL_STATUSES } from '@portal/contract';

type MailStatus = (typeof MAIL_STATUSES)[number];

type MailKind = 'confirm' | 'reset' | 'invite' | 'key_expiry' | 'webhook_failing' | 'webhook_disabled' | 'operator_invite';
export interface MailInput {
  to: string;
  kind: MailKind;
  /** the full link with the code */
  link: string;
  agent: string | null;
  language: string;
  /** fills {company} (the inviting partner of a team invitation) */
  company?: string;
  /** fills {detail} (e.g. the API key and its expiry) */
  detail?: string;
}

const TEXT = {
  en: {
    confirm: {
      subject: '{brand}: confirm your e-mail',
      intro: 'Welcome to {brand}. Confirm your e-mail address to sign in:',
      action: 'Confirm e-mail',
      note: 'The link is valid for 48 hours.',
    },
    reset: {
      subject: '{brand}: reset your password',
      intro: 'Someone asked to reset the password of your {brand} account. Choose a new password here:',
      action: 'Reset password',
      note: 'The link is valid for one hour. If you did not ask for it, ignore this e-mail.',
    },
    invite: {
      subject: '{brand}: {company} invites you to its team',
      intro: '{company} invites you to join its team on the {brand} API portal as a developer. Create your account here:',
      action: 'Create your account',
      note: 'The link works once, for this e-mail address only. If you did not expect it, ignore this e-mail.',
    },
    key_expiry: {
      subject: '{brand}: an API key expires soon',
      intro: 'The API key {detail}. Calls signed with it will then answer 401 key_expired. Roll it or create a new one here:',
      action: 'Open API secrets',
      note: 'You receive this notice 7 days and 1 day before a key expires.',
    },
    webhook_failing: {
      subject: '{brand}: a webhook is failing',
      intro: 'Deliveries to the webhook {detail}. Check your server and the deliveries here:',
      action: 'Open webhooks',
      note: 'You receive this notice once a failing webhook has failed for 24 hours, and again if it is disabled.',
    },
    webhook_disabled: {
      subject: '{brand}: a webhook was disabled',
      intro: 'The webhook {detail}. New events are kept and sent once you enable it again here:',
      action: 'Open webhooks',
      note: 'Deliveries that failed meanwhile can be sent again from the webhook’s deliveries page.',
    },
    operator_invite: {
      subject: '{brand} operator console: you are invited',
      intro: 'You are invited to the {brand} operator console as {detail}. Set your password here, then set up an authenticator app:',
      action: 'Set your password',
      note: 'The link works once, for this e-mail address only, for 72 hours. If you did not expect it, ignore this e-mail.',
    },
  },
  it: {
    confirm: {
      subject: '{brand}: conferma il tuo indirizzo e-mail',
      intro: 'Benvenuto in {brand}. Conferma il tuo indirizzo e-mail per accedere:',
      action: 'Conferma e-mail',
      note: 'Il link è valido per 48 ore.',
    },
    reset: {
      subject: '{brand}: reimposta la password',
      intro: 'È stata richiesta la reimpostazione della password del tuo account {brand}. Scegli una nuova password qui:',
      action: 'Reimposta la password',
      note: "Il link è valido per un'ora. Se non l'hai richiesto, ignora questa e-mail.",
    },
    invite: {
      subject: '{brand}: {company} ti invita nel suo team',
      intro: '{company} ti invita a far parte del suo team sul portale API {brand} come sviluppatore. Crea il tuo account qui:',
      action: 'Crea il tuo account',
      note: 'Il link funziona una sola volta e solo per questo indirizzo e-mail. Se non te lo aspettavi, ignora questa e-mail.',
    },
    key_expiry: {
      subject: '{brand}: una chiave API sta per scadere',
      intro: 'La chiave API {detail}. Le chiamate firmate con essa risponderanno poi 401 key_expired. Rinnovala o creane una nuova qui:',
      action: 'Apri le chiavi API',
      note: 'Ricevi questo avviso 7 giorni e 1 giorno prima della scadenza di una chiave.',
    },
    webhook_failing: {
      subject: '{brand}: un webhook è in errore',
      intro: 'Le consegne al webhook {detail}. Controlla il tuo server e le consegne qui:',
      action: 'Apri i webhook',
      note: 'Ricevi questo avviso quando un webhook non riceve da 24 ore, e di nuovo se viene disattivato.',
    },
    webhook_disabled: {
      subject: '{brand}: un webhook è stato disattivato',
      intro: 'Il webhook {detail}. I nuovi eventi vengono conservati e inviati appena lo riattivi qui:',
      action: 'Apri i webhook',
      note: 'Le consegne non riuscite nel frattempo si possono inviare di nuovo dalla pagina delle consegne del webhook.',
    },
    operator_invite: {
      subject: '{brand} console operatori: sei stato invitato',
      intro: 'Sei invitato nella console operatori di {brand} come {detail}. Imposta qui la password, poi configura l’autenticatore:',
      action: 'Imposta la password',
      note: 'Il link funziona una sola volta, solo per questo indirizzo e-mail, per 72 ore. Se non te lo aspettavi, ignora questa e-mail.',
    },
  },
} as const;

/** Base URL of the web app for links in mails: PUBLIC_URL, else the brand's first host, else HOST:PORT. */
export function publicBase(ctx: { env: Env; brands: Brands }, agent: string | null): string {
  if (ctx.env.PUBLIC_URL) return ctx.env.PUBLIC_URL.replace(/\/$/, '');
  const host = ctx.brands.get(agent).hosts[0];
  return host ? `https://${host}` : `http://${ctx.env.HOST}:${ctx.env.PORT}`;
}

function renderMail(ctx: { brands: Brands }, m: MailInput) {
  const brand = ctx.brands.get(m.agent);
  const lang = m.language === 'it' ? 'it' : 'en';
  const t = TEXT[lang][m.kind];
  const fill = (s: string) =>
    s
      .replaceAll('{brand}', brand.name)
      .replaceAll('{company}', m.company ?? brand.companyName)
      .replaceAll('{detail}', m.detail ?? '');
  const subject = fill(t.subject);
  const text = `${fill(t.intro)}\n\n${m.link}\n\n${t.note}\n\n${brand.companyName} · ${brand.supportEmail}\n`;
  const html =
    `<!doctype html><html lang="${lang}"><body style="font-family:sans-serif;color:#222">
<div style="border-top:4px solid ${brand.primaryColor};padding:16px;max-width:560px">
<h1 style="font-size:20px;color:${brand.primaryColor}">${escapeHtml(brand.name)}</h1>
<p>${escapeHtml(fill(t.intro))}</p>
<p><a href="${escapeHtml(m.link)}" style="background:${brand.primaryColor};` +
    `color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">` +
    `${escapeHtml(t.action)}</a></p>
<p style="font-size:12px;color:#555">${escapeHtml(t.note)}<br>${escapeHtml(m.link)}</p>
<p style="font-size:12px;color:#555">${escapeHtml(brand.companyName)} · ${escapeHtml(brand.supportEmail)}</p>
</div></body></html>`;
  return { subject, text, html, from: `${brand.name} <${brand.supportEmail}>` };
}

/** The outbox's pace: how often due mails are sent, how many tries before FAILED, the backoff between them. */
export const MAIL_OUTBOX = { everyMs: 1000, batch: 20, maxAttempts: 20, firstRetryMs: 30_000, maxRetryMs: 3_600_000, leaseMs: 120_000 };

/** The portal's e-mails go through the `mails` table, the outbox. */
export interface Mailer {
  /** Writes a mail to the outbox, in `q` (the caller's transaction) when given: it leaves only if the change commits. */
  send(m: MailInput, q?: Queryable): Promise<void>;
  /** Sends the due mails over SMTP_URL (the `mail-outbox` job); answers how many SMTP accepted. */
  drain(): Promise<number>;
}

interface DueMail {
  id: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  attempts: number;
}

/** 30 s, 1 min, 2 min … up to an hour between tries. */
const retryDelayMs = (attempts: number) => Math.min(MAIL_OUTBOX.firstRetryMs * 2 ** (attempts - 1), MAIL_OUTBOX.maxRetryMs);

/**
 * Branded mails in the user's language. With SMTP_URL a mail waits in the outbox (PENDING) until SMTP accepts it;
 * then its bodies and link are dropped (they carry single-use codes). Without it the embedded mailbox keeps the
 * mail (SENT at once) and logs where to read it: the local developer's mailbox.
 */
export function createMailer(ctx: { env: Env; db: Db; brands: Brands; log: FastifyBaseLogger; now: () => Date }): Mailer {
  let transport: Transporter | null = null;
  const smtp = Boolean(ctx.env.SMTP_URL);
  return {
    async send(m, q = ctx.db) {
      const r = renderMail(ctx, m);
      const now = ctx.now();
      await q.query(
        `INSERT INTO mails(to_address, from_address, subject, text_body, html_body, links, kind, status, next_attempt_at, sent_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          m.to,
          r.from,
          r.subject,
          r.text,
          r.html,
          JSON.stringify([m.link]),
          m.kind,
          ...(smtp ? ['PENDING', now, null] : ['SENT', null, now]),
        ],
      );
      // the link carries a single-use code: never logged; the operator reads the mail with `mail last`
      if (!smtp)
        ctx.log.info({ mail: { to: m.to, kind: m.kind } }, 'mail kept in the embedded mailbox: npm run admin -- mail last --to <address>');
    },
    async drain() {
      if (!smtp) return 0;
      const now = ctx.now();
      // claimed for a lease, so another process (or a crash mid-send) leaves it to a later try, never to two at once
      const due = await ctx.db.query<DueMail>(
        `UPDATE mails SET next_attempt_at = $2 WHERE id IN (
           SELECT id FROM mails WHERE status = 'PENDING' AND next_attempt_at <= $1
            ORDER BY id LIMIT ${MAIL_OUTBOX.batch} FOR UPDATE SKIP LOCKED)
         RETURNING id::text, to_address AS to, from_address AS from, subject, text_body AS text, html_body AS html, attempts`,
        [now, new Date(now.getTime() + MAIL_OUTBOX.leaseMs)],
      );
      let sent = 0;
      for (const m of due) {
        const attempts = m.attempts + 1;
        try {
          transport ??= nodemailer.createTransport(ctx.env.SMTP_URL);
          await transport.sendMail({ from: m.from, to: m.to, subject: m.subject, text: m.text, html: m.html });
          await ctx.db.query(
            `UPDATE mails SET status = 'SENT', sent_at = $2, attempts = $3, last_error = NULL, next_attempt_at = NULL,
                    text_body = '', html_body = '', links = '[]' WHERE id = $1`,
            [m.id, ctx.now(), attempts],
          );
          sent++;
        } catch (err) {
          const failed = attempts >= MAIL_OUTBOX.maxAttempts;
          const next = failed ? null : new Date(ctx.now().getTime() + retryDelayMs(attempts));
          const error = (err as Error).message.slice(0, 500);
          await ctx.db.query('UPDATE mails SET status = $2, attempts = $3, last_error = $4, next_attempt_at = $5 WHERE id = $1', [
            m.id,
            failed ? 'FAILED' : 'PENDING',
            attempts,
            error,
            next,
          ]);
          ctx.log.warn({ mailId: m.id, attempts, error }, failed ? 'mail failed for good' : 'mail not accepted by SMTP, retried later');
        }
      }
      return sent;
    },
  };
}

/** The outbox as operators see it (`mail list`, the console): who, which template, how it went; never bodies or links. */
export const recentMails = (q: Queryable, limit: number) =>
  q.query<{ id: string; to: string; template: string; status: MailStatus; attempts: number; lastError: string | null; createdAt: Date }>(
    `SELECT id::text, to_address AS "to", kind AS template, status, attempts, last_error AS "lastError", created_at AS "createdAt"
       FROM mails ORDER BY id DESC LIMIT $1`,
    [limit],
  );

/** `mail retry ID`: a waiting or failed mail is tried again at the next run of the job; false for a sent or unknown one. */
export async function retryMail(q: Queryable, id: string, now: Date): Promise<boolean> {
  const rows = await q.query(
    `UPDATE mails SET status = 'PENDING', next_attempt_at = $2 WHERE id::text = $1 AND status <> 'SENT' RETURNING id`,
    [id, now],
  );
  return rows.length === 1;
}

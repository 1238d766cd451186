import { SANDBOX_RESET_PARTS, type SandboxResetResult } from '@portal/contract';
import type { AppContext } from '../../context';
import { one, type Queryable } from '../../db/db';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { PERMISSIONS, SANDBOX_LIMITS } from '@portal/contract';
import { insertInboxNotification } from '../tickets/tickets.service';
import { announceInbox } from '../webhooks/webhooks.service';
import { SYSTEM, record, type Actor } from '../audit/audit.service';

type Part = (typeof SANDBOX_RESET_PARTS)[number];
const OWN = "partner_id = $1 AND environment = 'sandbox'";
/** What goes, in an order the foreign keys allow; counters follow (their triggers, then their sandbox rows). */
const DELETES: Array<[Part | null, string]> = [
  ['authorisations', `DELETE FROM card_authorisations WHERE ${OWN}`],
  [null, `DELETE FROM client_verifications WHERE ${OWN}`],
  ['transactions', `DELETE FROM transactions WHERE ${OWN}`],
  ['cards', `DELETE FROM cards WHERE ${OWN}`],
  ['accounts', `DELETE FROM accounts WHERE ${OWN}`],
  [null, `DELETE FROM client_tx_counts WHERE client_id IN (SELECT client_id FROM clients WHERE ${OWN})`],
  ['clients', `DELETE FROM clients WHERE ${OWN}`],
  ['deliveries', `DELETE FROM webhook_deliveries WHERE webhook_id IN (SELECT id FROM webhooks WHERE ${OWN})`],
  ['events', `DELETE FROM outbox_events WHERE ${OWN}`],
  ['requests', `DELETE FROM partner_api_requests WHERE ${OWN}`],
  [null, `DELETE FROM partner_idempotency_keys WHERE ${OWN}`],
  [null, `DELETE FROM list_counts WHERE ${OWN}`],
  [null, `DELETE FROM client_name_tx_counts WHERE ${OWN}`],
  [null, `DELETE FROM monthly_counts WHERE ${OWN}`],
];

async function count(tx: Queryable, sql: string, params: unknown[]): Promise<number> {
  return (await tx.query(`WITH gone AS (${sql} RETURNING 1) SELECT count(*)::int AS n FROM gone`, params))[0]!.n as number;
}

/**
 * Empties a partner's sandbox in one transaction (docs/security.md, "Environments"): live rows are never touched,
 * the webhooks stay, the keys too unless `keys` (then revoked as if deleted). Audited in the partner's chain.
 */
export async function resetSandbox(ctx: AppContext, o: { partnerId: string; keys: boolean; actor: Actor }): Promise<SandboxResetResult> {
  return ctx.db.transaction(async (tx) => {
    if (!isUuid(o.partnerId) || !(await one(tx, 'SELECT 1 FROM partners WHERE id = $1::uuid', [o.partnerId]))) throw notFound('partner');
    const at = ctx.now();
    const deleted = {} as Record<Part, number>;
    for (const [part, sql] of DELETES) {
      const n = await count(tx, sql, [o.partnerId]);
      if (part) deleted[part] = n;
    }
    deleted.keys = o.keys
      ? await count(tx, `UPDATE api_secrets SET deleted_at = $2 WHERE ${OWN} AND deleted_at IS NULL`, [o.partnerId, at.toISOString()])
      : 0;
    await record(tx, { partnerId: o.partnerId, at, actor: o.actor, action: 'sandbox.reset', target: 'sandbox', changes: { ...deleted } });
    return { deleted };
  });
}

const DAY = 86_400_000;
const utcDay = (d: Date) => d.toISOString().slice(0, 10);
const WARN_DAYS = SANDBOX_LIMITS.idleDays - SANDBOX_LIMITS.idleNoticeDays;
const NOTICE = {
  en: {
    title: 'Your sandbox will be emptied',
    html: (on: string) =>
      `<p>Your sandbox's keys made no call and it had no event for ${WARN_DAYS} days,` +
      ` so its clients, accounts, cards, transactions, events and request log will be deleted on ${on} (UTC).` +
      ' Keys and webhooks stay.</p><p>Any call with a sandbox key before then keeps the data.</p>',
  },
  it: {
    title: 'La tua sandbox verrà svuotata',
    html: (on: string) =>
      `<p>Le chiavi della tua sandbox non hanno fatto chiamate e non ci sono stati eventi per ${WARN_DAYS} giorni,` +
      ` quindi clienti, conti, carte, transazioni, eventi e registro delle richieste saranno cancellati il ${on} (UTC).` +
      ' Chiavi e webhook restano.</p><p>Una qualsiasi chiamata con una chiave sandbox prima di allora conserva i dati.</p>',
  },
} as const;

/** Partners whose sandbox holds data and had no sandbox call nor event since `since`. */
const idleSince = (q: Queryable, since: Date, extra: string, params: unknown[] = []) =>
  q.query<{ p: string }>(
    `SELECT c.partner_id::text AS p FROM list_counts c JOIN partners pa ON pa.id = c.partner_id
      WHERE c.environment = 'sandbox' GROUP BY c.partner_id, pa.sandbox_idle_notice_at HAVING sum(c.n) > 0
        AND NOT EXISTS (SELECT 1 FROM api_secrets k WHERE k.partner_id = c.partner_id AND k.environment = 'sandbox'
                         AND k.last_used_at >= $1)
        AND NOT EXISTS (SELECT 1 FROM outbox_events e WHERE e.partner_id = c.partner_id AND e.environment = 'sandbox'
                         AND e.event_time >= $1)
        AND ${extra}`,
    [since.toISOString(), ...params],
  );

/**
 * The retention job's part. A sandbox that holds data but whose keys made no call and which had no event for
 * `idleDays - idleNoticeDays` gets an inbox notice to the partner's Owner and Admins (who may reset it); one
 * `idleNoticeDays` after that notice, and idle for `idleDays`, it is reset (keys kept), audited as the system. A notice
 * older than the idle stretch belongs to an earlier one, so a sandbox is never emptied without a notice of its own.
 * Candidates come from the counters, so an empty sandbox costs nothing.
 */
export async function pruneIdleSandboxes(ctx: AppContext): Promise<{ noticed: number; reset: number }> {
  const now = ctx.now();
  const warnAfter = new Date(now.getTime() - WARN_DAYS * DAY);
  const noticeDue = new Date(now.getTime() - SANDBOX_LIMITS.idleNoticeDays * DAY);
  const idle = await idleSince(
    ctx.db,
    new Date(now.getTime() - SANDBOX_LIMITS.idleDays * DAY),
    'pa.sandbox_idle_notice_at BETWEEN $2 AND $3',
    [warnAfter.toISOString(), noticeDue.toISOString()],
  );
  for (const { p } of idle) await resetSandbox(ctx, { partnerId: p, keys: false, actor: SYSTEM });
  const warn = await idleSince(ctx.db, warnAfter, '(pa.sandbox_idle_notice_at IS NULL OR pa.sandbox_idle_notice_at < $1)');
  const on = utcDay(new Date(now.getTime() + SANDBOX_LIMITS.idleNoticeDays * DAY));
  for (const { p } of warn) {
    const told = await ctx.db.transaction(async (tx) => {
      await tx.query('UPDATE partners SET sandbox_idle_notice_at = $2 WHERE id = $1', [p, now]);
      const managers = await tx.query<{ id: string; language: string }>(
        'SELECT id::text, language FROM users WHERE partner_id = $1 AND NOT disabled AND role = ANY($2)',
        [p, PERMISSIONS['partner.settings']],
      );
      for (const u of managers) {
        const text = u.language === 'it' ? NOTICE.it : NOTICE.en;
        await insertInboxNotification(tx, { userId: u.id, title: text.title, html: text.html(on), at: now });
      }
      return managers.map((u) => u.id);
    });
    announceInbox(ctx, told);
  }
  return { noticed: warn.length, reset: idle.length };
}

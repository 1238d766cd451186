import { EVENTS_RETENTION_DAYS, IDEMPOTENCY } from '@portal/contract';
import type { AppContext } from '../../context';
import type { Env } from '../../config/env';
import { pruneLog } from '../partner-api/gateway.service';
import { pruneIdleSandboxes } from '../sandbox/sandbox.service';

/** How often the retention job runs (a server job; also the nonce store's pruning, whose rows live 61 s). */
export const RETENTION_EVERY_MS = 60_000;
/** Rows deleted per statement: each statement is short and holds its row locks only briefly. */
export const RETENTION_BATCH = 1_000;
/** At most this many batches per table and run; the rest waits for the next run. */
const MAX_BATCHES = 50;

const DAY = 86_400_000;

/**
 * What is deleted, and when: one row per table. A row goes once `column` is older than `keepMs`
 * before the clock (0: at the moment the column names, an expiry). The periods come from the
 * configuration (docs/operations.md, "Retention").
 */
export interface RetentionRule {
  table: string;
  column: string;
  keepMs: (env: Env) => number;
  /** a further condition a row must meet to go */
  only?: string;
  what: string;
}

export const RETENTION_RULES: readonly RetentionRule[] = [
  { table: 'sessions', column: 'expires_at', keepMs: () => 0, what: 'sessions, at their expiry' },
  { table: 'operator_sessions', column: 'expires_at', keepMs: () => 0, what: 'operator console sessions, at their expiry' },
  { table: 'email_codes', column: 'expires_at', keepMs: () => 0, what: 'confirmation and reset codes, used or not, at their expiry' },
  {
    table: 'partner_api_nonces',
    column: 'expires_at',
    keepMs: () => 0,
    what: 'signatures, once their timestamp can no longer be accepted',
  },
  {
    table: 'partner_idempotency_keys',
    column: 'created_at',
    keepMs: () => IDEMPOTENCY.keepMs,
    what: 'Idempotency-Keys of partner API POSTs with their first answers, once a repeat no longer replays them',
  },
  {
    table: 'partner_api_requests',
    column: 'created_at',
    keepMs: (e) => e.RETENTION_REQUEST_LOG_DAYS * DAY,
    what: 'partner API request log',
  },
  {
    table: 'partner_api_unverified',
    column: 'hour',
    keepMs: (e) => e.RETENTION_REQUEST_LOG_DAYS * DAY,
    what: 'hourly counts of partner API calls refused before their signature was verified',
  },
  { table: 'mails', column: 'created_at', keepMs: (e) => e.RETENTION_MAILS_DAYS * DAY, what: 'mails kept by the embedded mailer' },
  {
    table: 'webhook_deliveries',
    column: 'created_at',
    only: "status IN ('SUCCEEDED', 'FAILED')",
    keepMs: (e) => e.RETENTION_WEBHOOK_DAYS * DAY,
    what: 'finished webhook deliveries with their bodies, and their attempts (ON DELETE CASCADE)',
  },
  {
    table: 'outbox_events',
    column: 'event_time',
    // the Events API promises EVENTS_RETENTION_DAYS (90) whatever the deliveries' own period
    keepMs: (e) => Math.max(e.RETENTION_WEBHOOK_DAYS, EVENTS_RETENTION_DAYS) * DAY,
    what: 'events (webhook fan-out and the Events API), at least 90 days',
  },
];

/**
 * Deletes one batch: the subselect picks at most `RETENTION_BATCH` rows by the indexed column and
 * the delete takes them by their physical address (ctid), so no statement runs long or locks a table.
 */
async function deleteBatch(ctx: AppContext, rule: RetentionRule, cutoff: Date): Promise<number> {
  const where = `${rule.column} < $1${rule.only ? ` AND ${rule.only}` : ''}`;
  const [row] = await ctx.db.query<{ n: number }>(
    `WITH gone AS (
       DELETE FROM ${rule.table} WHERE ctid = ANY(ARRAY(SELECT ctid FROM ${rule.table} WHERE ${where} LIMIT $2)) RETURNING 1
     ) SELECT count(*)::int AS n FROM gone`,
    [cutoff.toISOString(), RETENTION_BATCH],
  );
  return row?.n ?? 0;
}

/** One run of every rule, then the request log's cap of rows per partner. Returns the rows deleted per table. */
export async function runRetention(ctx: AppContext): Promise<Record<string, number>> {
  const now = ctx.now().getTime();
  const deleted: Record<string, number> = {};
  for (const rule of RETENTION_RULES) {
    const cutoff = new Date(now - rule.keepMs(ctx.env));
    let total = 0;
    for (let i = 0; i < MAX_BATCHES; i++) {
      const n = await deleteBatch(ctx, rule, cutoff);
      total += n;
      if (n < RETENTION_BATCH) break;
    }
    deleted[rule.table] = total;
    if (total) ctx.log.info({ table: rule.table, deleted: total }, 'retention: deleted old rows');
  }
  await pruneLog(ctx.db);
  const sandboxes = await pruneIdleSandboxes(ctx);
  if (sandboxes.noticed || sandboxes.reset) ctx.log.info(sandboxes, 'retention: idle sandboxes noticed and reset');
  return deleted;
}

import type { Webhook, WebhookAttempt, WebhookDelivery, WebhookDeliveryStatus } from '@portal/contract';
import type { Queryable } from '../../db/db';
import { one } from '../../db/db';
import { iso, isoOrThrow } from '../../lib/dates';

/** SQL of webhooks, deliveries and attempts. Every portal query is scoped by partner. */

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface WebhookRow {
  id: string;
  partner_id: string;
  url: string;
  secret_encrypted: string;
  enabled: boolean;
  disabled_reason: Webhook['disabledReason'];
  failing_since: Date | null;
  created_at: Date;
}
const WEBHOOK_COLS = 'id::text, partner_id::text, url, secret_encrypted, enabled, disabled_reason, failing_since, created_at';

export const toWebhook = (r: WebhookRow, maskedSecret: string): Webhook => ({
  uuid: r.id,
  url: r.url,
  secret: maskedSecret,
  enabled: r.enabled,
  disabledReason: r.disabled_reason,
  failingSince: iso(r.failing_since),
  createdDate: isoOrThrow(r.created_at),
});

export const listWebhooks = (q: Queryable, partnerId: string) =>
  q.query<WebhookRow>(`SELECT ${WEBHOOK_COLS} FROM webhooks WHERE partner_id = $1 ORDER BY created_at, id`, [partnerId]);

export const findWebhook = (q: Queryable, partnerId: string, id: string) =>
  UUID.test(id)
    ? one<WebhookRow>(q, `SELECT ${WEBHOOK_COLS} FROM webhooks WHERE partner_id = $1 AND id = $2`, [partnerId, id])
    : Promise.resolve(undefined);

export async function countWebhooks(q: Queryable, partnerId: string): Promise<number> {
  const row = await one<{ n: number }>(q, 'SELECT count(*)::int AS n FROM webhooks WHERE partner_id = $1', [partnerId]);
  return row?.n ?? 0;
}

export const insertWebhook = (q: Queryable, o: { partnerId: string; url: string; secretSealed: string; now: Date }) =>
  one<WebhookRow>(
    q,
    `INSERT INTO webhooks(partner_id, url, secret_encrypted, created_at) VALUES ($1, $2, $3, $4) RETURNING ${WEBHOOK_COLS}`,
    [o.partnerId, o.url, o.secretSealed, o.now],
  );

export const updateWebhook = (q: Queryable, o: { partnerId: string; id: string; url: string; secretSealed: string }) =>
  one<WebhookRow>(q, `UPDATE webhooks SET url = $3, secret_encrypted = $4 WHERE partner_id = $1 AND id = $2 RETURNING ${WEBHOOK_COLS}`, [
    o.partnerId,
    o.id,
    o.url,
    o.secretSealed,
  ]);

export async function deleteWebhook(q: Queryable, partnerId: string, id: string): Promise<boolean> {
  const rows = await q.query('DELETE FROM webhooks WHERE partner_id = $1 AND id = $2 RETURNING id', [partnerId, id]);
  return rows.length > 0;
}

/**
 * Disabling puts the webhook's waiting deliveries on hold (out of the workers' queue); enabling
 * releases them at once with a fresh retry period and forgets the old failures.
 */
export async function setWebhookEnabled(
  q: Queryable,
  o: { partnerId: string; id: string; enabled: boolean; reason?: 'MANUAL' | 'FAILING'; now: Date },
) {
  const row = await one<WebhookRow>(
    q,
    `UPDATE webhooks SET enabled = $3, disabled_reason = CASE WHEN $3 THEN NULL ELSE $4 END,
            failing_since = CASE WHEN $3 THEN NULL ELSE failing_since END
      WHERE partner_id = $1 AND id = $2 RETURNING ${WEBHOOK_COLS}`,
    [o.partnerId, o.id, o.enabled, o.reason ?? 'MANUAL'],
  );
  if (!row) return undefined;
  if (o.enabled) {
    await q.query(
      `UPDATE webhook_deliveries SET next_attempt_at = $2, cycle_started_at = NULL, cycle_failures = 0
        WHERE webhook_id = $1 AND status = 'PENDING'`,
      [o.id, o.now],
    );
  } else {
    await q.query("UPDATE webhook_deliveries SET next_attempt_at = NULL WHERE webhook_id = $1 AND status = 'PENDING'", [o.id]);
  }
  return row;
}

// Deliveries -------------------------------------------------------------------------------------

const DISPLAY_STATUS = `CASE WHEN d.status <> 'PENDING' THEN d.status
  WHEN d.next_attempt_at IS NULL THEN 'ON_HOLD' WHEN d.cycle_failures = 0 THEN 'QUEUED' ELSE 'RETRYING' END`;
export const STATUS_CONDITION: Record<WebhookDeliveryStatus, string> = {
  QUEUED: "d.status = 'PENDING' AND d.next_attempt_at IS NOT NULL AND d.cycle_failures = 0",
  RETRYING: "d.status = 'PENDING' AND d.next_attempt_at IS NOT NULL AND d.cycle_failures > 0",
  ON_HOLD: "d.status = 'PENDING' AND d.next_attempt_at IS NULL",
  SENDING: "d.status = 'SENDING'",
  SUCCEEDED: "d.status = 'SUCCEEDED'",
  FAILED: "d.status = 'FAILED'",
};
export const DELIVERY_COLS = `d.id::text, d.webhook_id::text, d.event_id::text, d.event_type, ${DISPLAY_STATUS} AS status, d.attempts,
  CASE WHEN d.status = 'PENDING' THEN d.next_attempt_at END AS next_attempt_at, d.last_attempt_at, d.last_status_code, d.created_at`;
export interface DeliveryRow {
  id: string;
  webhook_id: string;
  event_id: string;
  event_type: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  next_attempt_at: Date | null;
  last_attempt_at: Date | null;
  last_status_code: number | null;
  created_at: Date;
}
export const toDelivery = (r: DeliveryRow): WebhookDelivery => ({
  id: r.id,
  webhookId: r.webhook_id,
  eventId: r.event_id,
  eventType: r.event_type,
  status: r.status,
  attempts: r.attempts,
  nextAttemptDate: iso(r.next_attempt_at),
  lastAttemptDate: iso(r.last_attempt_at),
  lastStatusCode: r.last_status_code,
  createdDate: isoOrThrow(r.created_at),
});

export async function findDelivery(q: Queryable, webhookId: string, deliveryId: string) {
  if (!UUID.test(deliveryId)) return undefined;
  const row = await one<DeliveryRow & { body: string }>(
    q,
    `SELECT ${DELIVERY_COLS}, d.body FROM webhook_deliveries d WHERE d.webhook_id = $1 AND d.id = $2`,
    [webhookId, deliveryId],
  );
  return row ? { ...toDelivery(row), payload: row.body } : undefined;
}

/** One delivery as the partner sees it (for live updates and action answers). */
export async function deliveryById(q: Queryable, deliveryId: string): Promise<WebhookDelivery | undefined> {
  const row = await one<DeliveryRow>(q, `SELECT ${DELIVERY_COLS} FROM webhook_deliveries d WHERE d.id = $1`, [deliveryId]);
  return row ? toDelivery(row) : undefined;
}

export async function listAttempts(q: Queryable, deliveryId: string): Promise<WebhookAttempt[]> {
  const rows = await q.query<{
    attempt: number;
    attempted_at: Date;
    duration_ms: number;
    status_code: number | null;
    succeeded: boolean;
    response_body: string | null;
    error: string | null;
  }>(
    `SELECT attempt, attempted_at, duration_ms, status_code, succeeded, response_body, error
       FROM webhook_attempts WHERE delivery_id = $1 ORDER BY attempt DESC, id DESC`,
    [deliveryId],
  );
  return rows.map((r) => ({
    attempt: r.attempt,
    date: isoOrThrow(r.attempted_at),
    durationMs: r.duration_ms,
    statusCode: r.status_code,
    succeeded: r.succeeded,
    response: r.response_body,
    error: r.error,
  }));
}

/** Resend: due now with a fresh retry period. A delivery being sent right now is left alone. */
export async function rescheduleDelivery(q: Queryable, o: { webhookId: string; deliveryId: string; now: Date }): Promise<boolean> {
  if (!UUID.test(o.deliveryId)) return false;
  const rows = await q.query(
    `UPDATE webhook_deliveries SET status = 'PENDING', next_attempt_at = $3, cycle_started_at = NULL, cycle_failures = 0
      WHERE webhook_id = $1 AND id = $2 AND status <> 'SENDING' RETURNING id`,
    [o.webhookId, o.deliveryId, o.now],
  );
  if (rows.length) return true;
  return (await one(q, 'SELECT 1 FROM webhook_deliveries WHERE webhook_id = $1 AND id = $2', [o.webhookId, o.deliveryId])) !== undefined;
}

/** Replay: every failed (or still retrying) delivery created at or after `since`, due now. */
export const replayFailed = (q: Queryable, o: { webhookId: string; since: Date; now: Date }) =>
  q.query<{ id: string }>(
    `UPDATE webhook_deliveries d SET status = 'PENDING', next_attempt_at = $3, cycle_started_at = NULL, cycle_failures = 0
      WHERE d.webhook_id = $1 AND d.created_at >= $2
        AND (d.status = 'FAILED' OR (d.status = 'PENDING' AND d.cycle_failures > 0))
      RETURNING d.id::text`,
    [o.webhookId, o.since, o.now],
  );

export const insertDelivery = (
  q: Queryable,
  o: { webhookId: string; partnerId: string; eventId: string; eventType: string; body: string; now: Date },
) =>
  one<{ id: string }>(
    q,
    `INSERT INTO webhook_deliveries(webhook_id, partner_id, event_id, event_type, body, next_attempt_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING id::text`,
    [o.webhookId, o.partnerId, o.eventId, o.eventType, o.body, o.now],
  );

// The workers' side ------------------------------------------------------------------------------

export interface ClaimedDelivery {
  id: string;
  webhook_id: string;
  partner_id: string;
  event_id: string;
  body: string;
  attempts: number;
  cycle_started_at: Date;
  cycle_failures: number;
  claim_token: string;
  url: string;
  secret_encrypted: string;
  /** false: the webhook was disabled meanwhile, the delivery is now on hold */
  claimed: boolean;
  /** the webhook's attempts were failing when this was claimed (its failing state may change) */
  webhook_failing: boolean;
}

/**
 * Takes up to `limit` due deliveries and marks them SENDING until `leaseMs` from now, in one short
 * statement: rows another process holds are skipped, not waited for. The queue is read in index
 * order of `next_attempt_at` alone, so a claim costs the same however long the queue is. A due row
 * of a webhook that was disabled meanwhile is put on hold instead (`claimed` false).
 * The attempt number is taken here, so no two claims ever share one.
 */
export const claimDue = (q: Queryable, o: { now: Date; limit: number; leaseMs: number }) =>
  q.query<ClaimedDelivery>(
    `WITH due AS (
       SELECT id FROM webhook_deliveries
        WHERE status IN ('PENDING', 'SENDING') AND next_attempt_at <= $1::timestamptz
        ORDER BY next_attempt_at
        LIMIT $2
        FOR UPDATE SKIP LOCKED
     )
     UPDATE webhook_deliveries d
        SET status = CASE WHEN w.enabled THEN 'SENDING' ELSE 'PENDING' END,
            attempts = d.attempts + CASE WHEN w.enabled THEN 1 ELSE 0 END,
            claim_token = CASE WHEN w.enabled THEN gen_random_uuid() END,
            next_attempt_at = CASE WHEN w.enabled THEN $1::timestamptz + make_interval(secs => $3::double precision / 1000) END,
            cycle_started_at = CASE WHEN w.enabled THEN coalesce(d.cycle_started_at, $1::timestamptz) ELSE d.cycle_started_at END
       FROM due, webhooks w
      WHERE d.id = due.id AND w.id = d.webhook_id
      RETURNING d.id::text, d.webhook_id::text, d.partner_id::text, d.event_id::text, d.body, d.attempts, d.cycle_started_at,
                d.cycle_failures, d.claim_token::text, w.url, w.secret_encrypted, w.enabled AS claimed,
                w.failing_since IS NOT NULL AS webhook_failing`,
    [o.now, o.limit, o.leaseMs],
  );

/**
 * The embedded database has no autovacuum: the worker keeps the planner's statistics of the queue
 * fresh (cheap, a bounded sample) and, now and then, reclaims dead rows.
 */
export async function maintainQueue(q: Queryable, o: { vacuum: boolean }) {
  await q.query(o.vacuum ? 'VACUUM (ANALYZE) webhook_deliveries, webhook_attempts' : 'ANALYZE webhook_deliveries');
}

export interface AttemptRecord {
  deliveryId: string;
  webhookId: string;
  claimToken: string;
  attempt: number;
  at: Date;
  durationMs: number;
  statusCode: number | null;
  succeeded: boolean;
  response: string | null;
  error: string | null;
  /** null: the delivery failed for good */
  nextAttemptAt: Date | null;
  /** the webhook was failing when the delivery was claimed: a success clears that */
  webhookFailing: boolean;
}

const RECORDS = `jsonb_to_recordset($1::jsonb) AS x(delivery_id uuid, webhook_id uuid, claim_token uuid, attempt int, at timestamptz,
  duration_ms int, status_code int, succeeded boolean, response text, error text, next_at timestamptz)`;

export interface RecordedBatch {
  /** deliveries moved on, as the partner sees them now */
  moved: Array<WebhookDelivery & { partnerId: string }>;
  /** webhooks this batch disabled after the failure period */
  disabled: Array<{ id: string; partner_id: string; url: string; failing_since: Date }>;
}

/**
 * Records finished attempts in one transaction (call inside one): keeps every attempt, moves each
 * delivery on unless its claim was lost meanwhile (the process stalled past its lease and another
 * one took over: then only the attempt is kept), keeps each webhook's failing state (a success
 * clears it; a failure starts it), and disables webhooks that have failed since `disableCutoff`.
 * Webhook rows are locked in id order, so batches of several processes never deadlock.
 */
export async function recordAttempts(q: Queryable, records: AttemptRecord[], disableCutoff: Date): Promise<RecordedBatch> {
  const json = JSON.stringify(
    records.map((r) => ({
      delivery_id: r.deliveryId,
      webhook_id: r.webhookId,
      claim_token: r.claimToken,
      attempt: r.attempt,
      at: r.at.toISOString(),
      duration_ms: r.durationMs,
      status_code: r.statusCode,
      succeeded: r.succeeded,
      response: r.response,
      error: r.error,
      next_at: r.nextAttemptAt?.toISOString() ?? null,
    })),
  );
  // Per webhook: did its latest attempt succeed, and when did it first fail in this batch.
  const outcome = `SELECT x.webhook_id, (array_agg(x.succeeded ORDER BY x.at DESC, x.succeeded DESC))[1] AS ok,
      min(x.at) FILTER (WHERE NOT x.succeeded) AS first_failure FROM ${RECORDS} GROUP BY x.webhook_id`;
  // Only failures, and successes of a failing webhook, change a webhook's state: a batch of
  // successes to healthy webhooks (the usual case) skips this. (A webhook another process marks
  // failing between a claim and its successful record stays marked until its next success.)
  const changes = records.some((r) => !r.succeeded || r.webhookFailing);
  const locked = !changes
    ? []
    : await q.query<{ id: string }>(
        `SELECT w.id::text FROM webhooks w JOIN (${outcome}) o ON o.webhook_id = w.id
      WHERE (o.ok AND w.failing_since IS NOT NULL) OR NOT o.ok ORDER BY w.id FOR UPDATE OF w`,
        [json],
      );
  // Every attempt is kept; the delivery moves on only while this process still holds its claim.
  const moved = await q.query<DeliveryRow & { partner_id: string }>(
    `WITH x AS (SELECT * FROM ${RECORDS}),
     kept AS (
       INSERT INTO webhook_attempts(delivery_id, attempt, attempted_at, duration_ms, status_code, succeeded, response_body, error)
       SELECT x.delivery_id, x.attempt, x.at, x.duration_ms, x.status_code, x.succeeded, x.response, x.error
         FROM x JOIN webhook_deliveries d ON d.id = x.delivery_id
     )
     UPDATE webhook_deliveries d
        SET status = CASE WHEN x.succeeded THEN 'SUCCEEDED' WHEN x.next_at IS NULL THEN 'FAILED' ELSE 'PENDING' END,
            next_attempt_at = CASE WHEN x.succeeded OR x.next_at IS NULL THEN NULL WHEN w.enabled THEN x.next_at END,
            cycle_failures = CASE WHEN x.succeeded THEN d.cycle_failures ELSE d.cycle_failures + 1 END,
            claim_token = NULL, last_attempt_at = x.at, last_status_code = x.status_code
       FROM x, webhooks w
      WHERE d.id = x.delivery_id AND d.claim_token = x.claim_token AND w.id = d.webhook_id
      RETURNING ${DELIVERY_COLS}, d.partner_id::text`,
    [json],
  );
  let disabled: RecordedBatch['disabled'] = [];
  if (locked.length) {
    const ids = JSON.stringify(locked.map((l) => l.id));
    await q.query(
      `UPDATE webhooks w SET failing_since = CASE WHEN o.ok THEN NULL ELSE coalesce(w.failing_since, o.first_failure) END
         FROM (${outcome}) o WHERE o.webhook_id = w.id AND w.id IN (SELECT jsonb_array_elements_text($2::jsonb)::uuid)`,
      [json, ids],
    );
    disabled = await q.query(
      `UPDATE webhooks SET enabled = false, disabled_reason = 'FAILING'
        WHERE id IN (SELECT jsonb_array_elements_text($1::jsonb)::uuid) AND enabled AND failing_since <= $2
        RETURNING id::text, partner_id::text, url, failing_since`,
      [ids, disableCutoff],
    );
  }
  return { moved: moved.map((r) => ({ ...toDelivery(r), partnerId: r.partner_id })), disabled };
}

export const holdDeliveries = (q: Queryable, webhookId: string) =>
  q.query("UPDATE webhook_deliveries SET next_attempt_at = NULL WHERE webhook_id = $1 AND status = 'PENDING'", [webhookId]);

/** Users of a partner (owner and team members with an account): who receives the live updates. */
export async function partnerUserIds(q: Queryable, partnerId: string): Promise<string[]> {
  const rows = await q.query<{ id: string }>('SELECT id::text FROM users WHERE partner_id = $1 AND NOT disabled', [partnerId]);
  return rows.map((r) => r.id);
}

/** The account owner(s) of a partner: who gets inbox messages about its webhooks. */
export const partnerOwners = (q: Queryable, partnerId: string) =>
  q.query<{ id: string; language: string }>('SELECT id::text, language FROM users WHERE partner_id = $1 AND on_behalf_of IS NULL', [
    partnerId,
  ]);

export async function insertInboxNotification(q: Queryable, o: { userId: string; title: string; html: string; at: Date }) {
  const t = await one<{ id: string }>(
    q,
    "INSERT INTO tickets(user_id, incident_type, title, created_at) VALUES ($1, 'NOTIFICATION', $2, $3) RETURNING id::text",
    [o.userId, o.title, o.at],
  );
  await q.query('INSERT INTO ticket_messages(ticket_id, author_name, message_html, created_at) VALUES ($1, $2, $3, $4)', [
    t!.id,
    'Support',
    o.html,
    o.at,
  ]);
  return t!.id;
}

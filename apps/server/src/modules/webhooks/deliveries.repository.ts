import type { WebhookAttempt, WebhookDelivery, WebhookDeliveryStatus } from '@portal/contract';
import type { Queryable } from '../../db/db';
import { one } from '../../db/db';
import { iso, isoOrThrow } from '../../lib/dates';
import { isUuid } from '../../lib/ids';
import { currentRequestId } from '../../lib/request-scope';

/** SQL of webhook deliveries and their attempts as the partner sees them, and the partner's actions on them. */

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
  CASE WHEN d.status = 'PENDING' THEN d.next_attempt_at END AS next_attempt_at, d.last_attempt_at, d.last_status_code, d.created_at,
  d.request_id`;
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
  request_id: string | null;
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
  requestId: r.request_id,
});

export async function findDelivery(q: Queryable, webhookId: string, deliveryId: string) {
  if (!isUuid(deliveryId)) return undefined;
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
/** The status of one delivery of the webhook (undefined: not its delivery). */
export const deliveryStatus = async (q: Queryable, o: { webhookId: string; deliveryId: string }) =>
  (await one<{ status: string }>(q, 'SELECT status FROM webhook_deliveries WHERE webhook_id = $1 AND id = $2', [o.webhookId, o.deliveryId]))
    ?.status;

export async function rescheduleDelivery(q: Queryable, o: { webhookId: string; deliveryId: string; now: Date }): Promise<boolean> {
  if (!isUuid(o.deliveryId)) return false;
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
    `INSERT INTO webhook_deliveries(webhook_id, partner_id, event_id, event_type, body, next_attempt_at, created_at, request_id)
     VALUES ($1, $2, $3, $4, $5, $6, $6, $7) RETURNING id::text`,
    [o.webhookId, o.partnerId, o.eventId, o.eventType, o.body, o.now, currentRequestId()],
  );

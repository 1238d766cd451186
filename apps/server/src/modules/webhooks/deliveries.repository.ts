import type { WebhookAttempt, WebhookDelivery, WebhookDeliveryStatus } from '@portal/contract';
import type { Queryable } from '../../db/db';
import { one } from '../../db/db';
import { isUuid } from '../../lib/ids';
import { isoTs } from '../../lib/list/sql';
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
/** A delivery's columns as the contract's WebhookDelivery. */
export const DELIVERY_COLS = `d.id::text, d.webhook_id::text AS "webhookId", d.event_id::text AS "eventId", d.event_type AS "eventType",
  ${DISPLAY_STATUS} AS status, d.attempts, ${isoTs("CASE WHEN d.status = 'PENDING' THEN d.next_attempt_at END")} AS "nextAttemptDate",
  ${isoTs('d.last_attempt_at')} AS "lastAttemptDate", d.last_status_code AS "lastStatusCode", ${isoTs('d.created_at')} AS "createdDate",
  d.request_id AS "requestId"`;

export async function findDelivery(q: Queryable, webhookId: string, deliveryId: string) {
  if (!isUuid(deliveryId)) return undefined;
  return one<WebhookDelivery & { payload: string }>(
    q,
    `SELECT ${DELIVERY_COLS}, d.body AS payload FROM webhook_deliveries d WHERE d.webhook_id = $1 AND d.id = $2`,
    [webhookId, deliveryId],
  );
}

/** One delivery as the partner sees it (for live updates and action answers). */
export const deliveryById = (q: Queryable, deliveryId: string) =>
  one<WebhookDelivery>(q, `SELECT ${DELIVERY_COLS} FROM webhook_deliveries d WHERE d.id = $1`, [deliveryId]);

export const listAttempts = (q: Queryable, deliveryId: string) =>
  q.query<WebhookAttempt>(
    `SELECT attempt, ${isoTs('attempted_at')} AS date, duration_ms AS "durationMs", status_code AS "statusCode", succeeded,
            response_body AS response, error
       FROM webhook_attempts WHERE delivery_id = $1 ORDER BY attempt DESC, id DESC`,
    [deliveryId],
  );

/** The status of one delivery of the webhook (undefined: not its delivery). */
export const deliveryStatus = async (q: Queryable, o: { webhookId: string; deliveryId: string }) =>
  (await one<{ status: string }>(q, 'SELECT status FROM webhook_deliveries WHERE webhook_id = $1 AND id = $2', [o.webhookId, o.deliveryId]))
    ?.status;

/** Resend: due now with a fresh retry period. A delivery being sent right now is left alone. */
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

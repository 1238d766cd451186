import type { WebhookDelivery } from '@portal/contract';
import type { Queryable } from '../../db/db';
import { standingAllowsSql } from '../../lib/standing';
import { DELIVERY_COLS } from './deliveries.repository';

/** The delivery queue as the workers use it: claim due deliveries, record attempts, keep the queue's statistics. */

export interface ClaimedDelivery {
  id: string;
  webhookId: string;
  partnerId: string;
  eventId: string;
  body: string;
  attempts: number;
  cycleStartedAt: Date;
  cycleFailures: number;
  claimToken: string;
  url: string;
  secretSealed: string;
  /** the secret replaced by a roll while its overlap lasts, else null */
  previousSecretSealed: string | null;
  /** false: the webhook was disabled meanwhile, the delivery is now on hold */
  claimed: boolean;
  /** the webhook's attempts were failing when this was claimed (its failing state may change) */
  webhookFailing: boolean;
  /** the request that caused the event (migration 026), null when a job did */
  requestId: string | null;
}

/**
 * Takes up to `limit` due deliveries and marks them SENDING until `leaseMs` from now, in one short
 * statement: rows another process holds are skipped, not waited for. The queue is read in index
 * order of `next_attempt_at` alone, so a claim costs the same however long the queue is. A due row
 * of a webhook that was disabled meanwhile, or of a partner whose standing does not allow the webhook's environment
 * (live needs the verification; a disabled partner gets nothing), is put on hold instead (`claimed`
 * false, no attempt counted); `releaseHeld` sends it once both are restored.
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
     , gate AS (
       SELECT d.id, w.enabled AND ${standingAllowsSql('p', 'w.environment')} AS ok
         FROM due d JOIN webhook_deliveries x ON x.id = d.id JOIN webhooks w ON w.id = x.webhook_id JOIN partners p ON p.id = x.partner_id
     )
     UPDATE webhook_deliveries d
        SET status = CASE WHEN gate.ok THEN 'SENDING' ELSE 'PENDING' END,
            attempts = d.attempts + CASE WHEN gate.ok THEN 1 ELSE 0 END,
            claim_token = CASE WHEN gate.ok THEN gen_random_uuid() END,
            next_attempt_at = CASE WHEN gate.ok THEN $1::timestamptz + make_interval(secs => $3::double precision / 1000) END,
            cycle_started_at = CASE WHEN gate.ok THEN coalesce(d.cycle_started_at, $1::timestamptz) ELSE d.cycle_started_at END
       FROM gate, webhooks w
      WHERE d.id = gate.id AND w.id = d.webhook_id
      RETURNING d.id::text, d.webhook_id::text AS "webhookId", d.partner_id::text AS "partnerId", d.event_id::text AS "eventId",
                d.body, d.attempts, d.cycle_started_at AS "cycleStartedAt", d.cycle_failures AS "cycleFailures",
                d.claim_token::text AS "claimToken", w.url, w.secret_encrypted AS "secretSealed", gate.ok AS claimed,
                CASE WHEN w.previous_secret_until > $1::timestamptz THEN w.previous_secret_encrypted END AS "previousSecretSealed",
                w.failing_since IS NOT NULL AS "webhookFailing", d.request_id AS "requestId"`,
    [o.now, o.limit, o.leaseMs],
  );

/**
 * Deliveries held for their partner's standing go out again, with a fresh retry period,
 * once the partner is back in good standing and the webhook is enabled (a disabled webhook's rows
 * wait for its enabling instead).
 */
export async function releaseHeld(q: Queryable, now: Date): Promise<number> {
  const rows = await q.query(
    `UPDATE webhook_deliveries d SET next_attempt_at = $1, cycle_started_at = NULL, cycle_failures = 0
       FROM webhooks w, partners p
      WHERE d.status = 'PENDING' AND d.next_attempt_at IS NULL AND w.id = d.webhook_id AND w.enabled
        AND p.id = d.partner_id AND ${standingAllowsSql('p', 'w.environment')}
     RETURNING d.id`,
    [now],
  );
  return rows.length;
}

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

type StreakWebhook = { id: string; partnerId: string; url: string; failingSince: Date };
const STREAK_COLS = 'id::text, partner_id::text AS "partnerId", url, failing_since AS "failingSince"';

export interface RecordedBatch {
  /** deliveries moved on, as the partner sees them now */
  moved: Array<WebhookDelivery & { partnerId: string }>;
  /** webhooks this batch disabled after the failure period */
  disabled: StreakWebhook[];
  /** enabled webhooks whose failing streak this batch found older than the notice period, each streak once */
  failing: StreakWebhook[];
}

/**
 * Records finished attempts in one transaction (call inside one): keeps every attempt, moves each
 * delivery on unless its claim was lost meanwhile (the process stalled past its lease and another
 * one took over: then only the attempt is kept), keeps each webhook's failing state (a success
 * clears it; a failure starts it), and disables webhooks that have failed since `disableCutoff`.
 * Webhook rows are locked in id order, so batches of several processes never deadlock.
 */
export async function recordAttempts(
  q: Queryable,
  records: AttemptRecord[],
  disableCutoff: Date,
  noticeCutoff: Date = disableCutoff,
): Promise<RecordedBatch> {
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
  const moved = await q.query<WebhookDelivery & { partnerId: string }>(
    `WITH x AS (SELECT * FROM ${RECORDS}),
     kept AS (
       INSERT INTO webhook_attempts(delivery_id, webhook_id, attempt, attempted_at, duration_ms, status_code, succeeded,
                                    response_body, error)
       SELECT x.delivery_id, x.webhook_id, x.attempt, x.at, x.duration_ms, x.status_code, x.succeeded, x.response, x.error
         FROM x JOIN webhook_deliveries d ON d.id = x.delivery_id
     )
     UPDATE webhook_deliveries d
        SET status = CASE WHEN x.succeeded THEN 'SUCCEEDED' WHEN x.next_at IS NULL THEN 'FAILED' ELSE 'PENDING' END,
            next_attempt_at = CASE WHEN x.succeeded OR x.next_at IS NULL THEN NULL WHEN w.enabled THEN x.next_at END,
            cycle_failures = CASE WHEN x.succeeded THEN d.cycle_failures ELSE d.cycle_failures + 1 END,
            claim_token = NULL, last_attempt_at = x.at, last_status_code = x.status_code
       FROM x, webhooks w
      WHERE d.id = x.delivery_id AND d.claim_token = x.claim_token AND w.id = d.webhook_id
      RETURNING ${DELIVERY_COLS}, d.partner_id::text AS "partnerId"`,
    [json],
  );
  let disabled: RecordedBatch['disabled'] = [];
  let failing: RecordedBatch['failing'] = [];
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
        RETURNING ${STREAK_COLS}`,
      [ids, disableCutoff],
    );
    // the streak is named by its failing_since: noticed once, whichever process records the attempt
    failing = await q.query(
      `UPDATE webhooks SET failing_noticed_since = failing_since
        WHERE id IN (SELECT jsonb_array_elements_text($1::jsonb)::uuid) AND enabled AND failing_since <= $2
          AND failing_noticed_since IS DISTINCT FROM failing_since
        RETURNING ${STREAK_COLS}`,
      [ids, noticeCutoff],
    );
  }
  return { moved, disabled, failing };
}

export const holdDeliveries = (q: Queryable, webhookId: string) =>
  q.query("UPDATE webhook_deliveries SET next_attempt_at = NULL WHERE webhook_id = $1 AND status = 'PENDING'", [webhookId]);

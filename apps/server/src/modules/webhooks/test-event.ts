import crypto from 'node:crypto';
import {
  WEBHOOK_EVENT_CATALOGUE,
  WEBHOOK_TEST_EXCERPT_CHARS,
  WEBHOOK_TEST_HEADER,
  WEBHOOK_TIMING,
  type WebhookEventType,
  type WebhookTestEventAnswer,
} from '@portal/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/db';
import { notFound } from '../../lib/errors';
import { deliveryById, insertDelivery } from './deliveries.repository';
import { sendWebhook, type AttemptResult } from './send';
import { PartnerAudience } from './webhooks.notify';
import { findWebhook, previousSecret } from './webhooks.repository';

/** The answer's first characters as plain text: no control characters but line breaks and tabs. */
export const excerpt = (text: string | null) =>
  // eslint-disable-next-line no-control-regex
  text === null ? null : text.slice(0, WEBHOOK_TEST_EXCERPT_CHARS).replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '');

/** Keeps the one attempt of a test delivery and closes it: SUCCEEDED or FAILED, never retried. */
async function recordTestAttempt(q: Queryable, deliveryId: string, at: Date, r: AttemptResult) {
  await q.query(
    // with its webhook, as the worker writes them: the endpoint's health counts test attempts too
    `INSERT INTO webhook_attempts(delivery_id, webhook_id, attempt, attempted_at, duration_ms, status_code, succeeded, response_body, error)
     SELECT $1, d.webhook_id, 1, $2, $3, $4, $5, $6, $7 FROM webhook_deliveries d WHERE d.id = $1`,
    [deliveryId, at, r.durationMs, r.statusCode, r.succeeded, r.response, r.error],
  );
  await q.query(
    `UPDATE webhook_deliveries SET status = $2, attempts = 1, next_attempt_at = NULL, last_attempt_at = $3, last_status_code = $4
      WHERE id = $1`,
    [deliveryId, r.succeeded ? 'SUCCEEDED' : 'FAILED', at, r.statusCode],
  );
}

/**
 * A test event of one catalogue type: the type's example entity in the envelope, signed
 * like a real delivery (same headers, the webhook's secret) plus `x-webhook-test: true`, sent at once
 * to this webhook only, also while it is paused (the partner asked for it). The attempt is kept in
 * the delivery log; a failed test is not retried. Answers the outcome as soon as the receiver does.
 */
export async function sendTestEventOfType(
  ctx: AppContext,
  o: { partnerId: string; id: string; type: WebhookEventType },
): Promise<WebhookTestEventAnswer> {
  const hook = await findWebhook(ctx.db, o.partnerId, o.id);
  if (!hook) throw notFound('webhook');
  const now = ctx.now();
  const body = JSON.stringify({
    type: o.type,
    environment: hook.environment,
    entity: WEBHOOK_EVENT_CATALOGUE[o.type].example,
    eventTime: now.toISOString(),
  });
  const eventId = crypto.randomUUID();
  // SENDING under a lease, like a worker's claim: no worker takes it while this request sends it, and
  // if this process stops mid-attempt a worker sends it when the lease ends
  const lease = new Date(now.getTime() + WEBHOOK_TIMING.attemptTimeoutMs + 5_000);
  const row = await ctx.db.transaction(async (tx) => {
    const made = await insertDelivery(tx, { webhookId: o.id, partnerId: o.partnerId, eventId, eventType: o.type, body, now });
    await tx.query("UPDATE webhook_deliveries SET status = 'SENDING', next_attempt_at = $2 WHERE id = $1", [made!.id, lease]);
    return made!;
  });
  // during a roll's overlap a test event carries both signatures, like a real delivery
  const previous = await previousSecret(ctx.db, { id: o.id, now });
  const result = await sendWebhook({
    url: hook.url,
    secret: ctx.box.open(hook.secretSealed),
    previousSecret: previous ? ctx.box.open(previous) : null,
    eventId,
    body,
    now,
    allowPrivate: ctx.env.WEBHOOK_ALLOW_PRIVATE_URLS,
    allowHttp: ctx.env.WEBHOOK_ALLOW_HTTP,
    extraHeaders: { [WEBHOOK_TEST_HEADER]: 'true' },
  });
  if (result.detail) ctx.log.warn({ webhookId: o.id, reason: result.detail }, 'webhook target refused');
  await ctx.db.transaction((tx) => recordTestAttempt(tx, row.id, now, result));
  const delivery = await deliveryById(ctx.db, row.id);
  if (!delivery) throw notFound('delivery');
  await new PartnerAudience(ctx).delivery(o.partnerId, delivery);
  return {
    delivery,
    succeeded: result.succeeded,
    statusCode: result.statusCode,
    durationMs: result.durationMs,
    response: excerpt(result.response),
    error: result.error,
  };
}

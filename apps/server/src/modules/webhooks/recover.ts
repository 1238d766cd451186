import type { AppContext } from '../../context';
import { invalid, notFound } from '../../lib/errors';
import { PartnerAudience } from './webhooks.notify';
import { findWebhook } from './webhooks.repository';
import { deliveryById } from './deliveries.repository';

/**
 * Recover: every delivery of this webhook created at or after `since` that failed
 * (FAILED, or still RETRYING after failed attempts) is sent again now, with a fresh retry period.
 * Deliveries that succeeded are left alone: sending them again is the step-up replay (`resend`).
 * On a paused or disabled webhook they wait ON_HOLD and go out when it is resumed.
 */
export async function recoverFailed(ctx: AppContext, o: { partnerId: string; id: string; since: string }) {
  const hook = await findWebhook(ctx.db, o.partnerId, o.id);
  if (!hook) throw notFound('webhook');
  const since = new Date(o.since);
  if (since.getTime() > ctx.now().getTime()) throw invalid('invalid_param', 'since', o.since);
  const rows = await ctx.db.query<{ id: string }>(
    `UPDATE webhook_deliveries d
        SET status = 'PENDING', next_attempt_at = CASE WHEN w.enabled THEN $3::timestamptz END, cycle_started_at = NULL, cycle_failures = 0
       FROM webhooks w
      WHERE w.id = d.webhook_id AND d.webhook_id = $1 AND d.created_at >= $2
        AND (d.status = 'FAILED' OR (d.status = 'PENDING' AND d.cycle_failures > 0))
      RETURNING d.id::text`,
    [o.id, since, ctx.now()],
  );
  if (rows.length) {
    if (hook.enabled) ctx.nudgeWebhooks();
    const audience = new PartnerAudience(ctx);
    // the screen refreshes its list; a few updates are enough for it to notice
    for (const { id } of rows.slice(0, 20)) {
      const d = await deliveryById(ctx.db, id);
      if (d) await audience.delivery(o.partnerId, d);
    }
  }
  return { recovered: rows.length };
}

import {
  WEBHOOK_HEALTH,
  webhookHealthBadge,
  type Environment,
  type WebhookHealth,
  type WebhookHealthBadges,
  type WebhookHealthBucket,
  type WebhookHealthWindow,
} from '@portal/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/db';
import { notFound } from '../../lib/errors';
import { findWebhook } from './webhooks.repository';

/**
 * Endpoint health from the webhook's attempts (webhook_attempts_health_idx): success rate
 * and answer-time percentiles over 24 hours and 7 days, attempts by outcome per hour and per day.
 * Answer time is the attempt's whole duration (connect, send, answer); percentiles are of observed
 * durations (percentile_disc), so each is the time of a real attempt.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const toWindow = (r: WindowRow | undefined): WebhookHealthWindow => {
  const attempts = r?.attempts ?? 0;
  return {
    attempts,
    succeeded: r?.succeeded ?? 0,
    successRate: attempts ? (r?.succeeded ?? 0) / attempts : null,
    p50Ms: r?.p50 ?? null,
    p95Ms: r?.p95 ?? null,
  };
};

interface WindowRow {
  attempts: number;
  succeeded: number;
  p50: number | null;
  p95: number | null;
}

async function window(q: Queryable, webhookId: string, from: Date, to: Date): Promise<WebhookHealthWindow> {
  const [r] = await q.query<WindowRow>(
    `SELECT count(*)::int AS attempts, count(*) FILTER (WHERE succeeded)::int AS succeeded,
            percentile_disc(0.5) WITHIN GROUP (ORDER BY duration_ms) AS p50,
            percentile_disc(0.95) WITHIN GROUP (ORDER BY duration_ms) AS p95
       FROM webhook_attempts WHERE webhook_id = $1 AND attempted_at > $2 AND attempted_at <= $3`,
    [webhookId, from, to],
  );
  return toWindow(r);
}

/** `count` buckets of `size` ms ending with the one that holds `now`, aligned to whole hours or days in UTC. */
async function buckets(q: Queryable, webhookId: string, o: { now: Date; size: number; count: number }): Promise<WebhookHealthBucket[]> {
  const first = Math.floor(o.now.getTime() / o.size) * o.size - (o.count - 1) * o.size;
  const rows = await q.query<{ i: number; succeeded: number; failed: number; noAnswer: number }>(
    `SELECT floor((extract(epoch FROM attempted_at) * 1000 - $2::double precision) / $3::double precision)::int AS i,
            count(*) FILTER (WHERE succeeded)::int AS succeeded,
            count(*) FILTER (WHERE NOT succeeded AND status_code IS NOT NULL)::int AS failed,
            count(*) FILTER (WHERE NOT succeeded AND status_code IS NULL)::int AS "noAnswer"
       FROM webhook_attempts WHERE webhook_id = $1 AND attempted_at >= $4 AND attempted_at <= $5 GROUP BY 1`,
    [webhookId, first, o.size, new Date(first), o.now],
  );
  const byIndex = new Map(rows.map((r) => [r.i, r]));
  return Array.from({ length: o.count }, (_, i) => {
    const r = byIndex.get(i);
    return {
      start: new Date(first + i * o.size).toISOString(),
      succeeded: r?.succeeded ?? 0,
      failed: r?.failed ?? 0,
      noAnswer: r?.noAnswer ?? 0,
    };
  });
}

export async function webhookHealth(ctx: AppContext, o: { partnerId: string; id: string }): Promise<WebhookHealth> {
  if (!(await findWebhook(ctx.db, o.partnerId, o.id))) throw notFound('webhook');
  const now = ctx.now();
  const last24h = await window(ctx.db, o.id, new Date(now.getTime() - WEBHOOK_HEALTH.hours * HOUR), now);
  return {
    badge: webhookHealthBadge(last24h.successRate),
    last24h,
    last7d: await window(ctx.db, o.id, new Date(now.getTime() - WEBHOOK_HEALTH.days * DAY), now),
    hourly: await buckets(ctx.db, o.id, { now, size: HOUR, count: WEBHOOK_HEALTH.hours }),
    daily: await buckets(ctx.db, o.id, { now, size: DAY, count: WEBHOOK_HEALTH.days }),
  };
}

/** The list's badges: every webhook of the partner with its last 24 hours, in one query. */
export async function webhookHealthBadges(
  ctx: AppContext,
  o: { partnerId: string; environment: Environment },
): Promise<WebhookHealthBadges> {
  const now = ctx.now();
  const rows = await ctx.db.query<WindowRow & { id: string }>(
    `SELECT w.id::text AS id, count(a.webhook_id)::int AS attempts, count(*) FILTER (WHERE a.succeeded)::int AS succeeded,
            percentile_disc(0.5) WITHIN GROUP (ORDER BY a.duration_ms) AS p50,
            percentile_disc(0.95) WITHIN GROUP (ORDER BY a.duration_ms) AS p95
       FROM webhooks w
       LEFT JOIN webhook_attempts a ON a.webhook_id = w.id AND a.attempted_at > $2 AND a.attempted_at <= $3
      WHERE w.partner_id = $1 AND w.environment = $4
      GROUP BY w.id, w.created_at ORDER BY w.created_at, w.id`,
    [o.partnerId, new Date(now.getTime() - WEBHOOK_HEALTH.hours * HOUR), now, o.environment],
  );
  return {
    list: rows.map((r) => {
      const last24h = toWindow(r);
      return { uuid: r.id, badge: webhookHealthBadge(last24h.successRate), last24h };
    }),
  };
}

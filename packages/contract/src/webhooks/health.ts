import { z } from 'zod/mini';
import { isoDateTime } from '../common/primitives';
import { defineRoutes } from '../common/route';

/**
 * Endpoint health: the success rate and answer times of one webhook's attempts over the
 * last 24 hours and 7 days, and its attempts by outcome per hour (24 h) and per day (7 days).
 */
export const WEBHOOK_HEALTH = {
  /** HEALTHY at or above this share of successful attempts in the last 24 h */
  healthyRate: 0.95,
  /** DEGRADED at or above this share; FAILING below */
  degradedRate: 0.5,
  hours: 24,
  days: 7,
} as const;

/** NO_TRAFFIC: no attempt in the last 24 hours. */
export const WEBHOOK_HEALTH_BADGES = ['HEALTHY', 'DEGRADED', 'FAILING', 'NO_TRAFFIC'] as const;
export type WebhookHealthBadge = (typeof WEBHOOK_HEALTH_BADGES)[number];

/** The badge of a success rate over the last 24 hours (null: no attempts). */
export function webhookHealthBadge(rate: number | null): WebhookHealthBadge {
  if (rate === null) return 'NO_TRAFFIC';
  if (rate >= WEBHOOK_HEALTH.healthyRate) return 'HEALTHY';
  return rate >= WEBHOOK_HEALTH.degradedRate ? 'DEGRADED' : 'FAILING';
}

const count = z.int().check(z.nonnegative());
export const webhookHealthWindow = z
  .object({
    attempts: count,
    succeeded: count,
    successRate: z.nullable(z.number().check(z.gte(0), z.lte(1))).check(z.describe('succeeded / attempts; null without attempts')),
    p50Ms: z.nullable(z.int()).check(z.describe('median answer time of the attempts (ms)')),
    p95Ms: z.nullable(z.int()).check(z.describe('95th percentile answer time (ms)')),
  })
  .register(z.globalRegistry, { id: 'WebhookHealthWindow' });
export type WebhookHealthWindow = z.infer<typeof webhookHealthWindow>;

export const webhookHealthBucket = z
  .object({
    start: isoDateTime,
    succeeded: count,
    failed: count.check(z.describe('answered with a status other than 2xx')),
    noAnswer: count.check(z.describe('refused, timed out or the connection failed')),
  })
  .register(z.globalRegistry, { id: 'WebhookHealthBucket' });
export type WebhookHealthBucket = z.infer<typeof webhookHealthBucket>;

export const webhookHealth = z
  .object({
    badge: z.enum(WEBHOOK_HEALTH_BADGES),
    last24h: webhookHealthWindow,
    last7d: webhookHealthWindow,
    hourly: z.array(webhookHealthBucket).check(z.describe('the last 24 hours, oldest first, hours in UTC')),
    daily: z.array(webhookHealthBucket).check(z.describe('the last 7 days, oldest first, days in UTC')),
  })
  .register(z.globalRegistry, { id: 'WebhookHealth' });
export type WebhookHealth = z.infer<typeof webhookHealth>;

/** The list's badges in one call: each webhook's badge and its last 24 hours. */
export const webhookHealthBadges = z
  .object({
    list: z.array(
      z.object({
        uuid: z.string().check(z.describe('the webhook uuid')),
        badge: z.enum(WEBHOOK_HEALTH_BADGES),
        last24h: webhookHealthWindow,
      }),
    ),
  })
  .register(z.globalRegistry, { id: 'WebhookHealthBadges' });
export type WebhookHealthBadges = z.infer<typeof webhookHealthBadges>;

export const WEBHOOK_HEALTH_API = defineRoutes({
  badges: { method: 'GET', path: '/api-portal/webhook/health', responses: { 200: webhookHealthBadges } },
  get: {
    method: 'GET',
    path: '/api-portal/webhook/:id/health',
    params: z.object({ id: z.string().check(z.maxLength(64), z.describe('the webhook uuid')) }),
    responses: { 200: webhookHealth },
  },
});

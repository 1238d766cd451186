import { z } from 'zod/mini';

/**
 * Partner API rate limits: requests per window, counted per API key and per partner (all
 * its keys together), in fixed windows. A brand may set its own (`partnerApiLimits` in the brands
 * file); these are the defaults. Stripe publishes 100 operations/s per account; ours are lower per
 * key so that one runaway client leaves room for the partner's other keys.
 */
export const partnerApiLimit = z.object({
  max: z.int().check(z.gte(1), z.lte(100_000)),
  windowMs: z.int().check(z.gte(1_000), z.lte(3_600_000)),
});
export const partnerApiLimits = z
  .object({ perKey: partnerApiLimit, perPartner: partnerApiLimit })
  .check(z.describe('partner API rate limits: requests per window, per API key and per partner'));
export type PartnerApiLimits = z.infer<typeof partnerApiLimits>;

export const PARTNER_API_LIMITS_DEFAULT: PartnerApiLimits = {
  perKey: { max: 50, windowMs: 1_000 },
  perPartner: { max: 200, windowMs: 1_000 },
};

/** The rate-limit answer headers (IETF draft-ietf-httpapi-ratelimit-headers) and Retry-After. */
export const RATE_LIMIT_HEADERS = {
  limit: 'ratelimit-limit',
  remaining: 'ratelimit-remaining',
  reset: 'ratelimit-reset',
  policy: 'ratelimit-policy',
  retryAfter: 'retry-after',
} as const;

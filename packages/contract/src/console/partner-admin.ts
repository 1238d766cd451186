import { z } from 'zod/mini';
import { LIMITS } from '../common/constants';
import { email, isoDateTime } from '../common/primitives';
import { defineRoutes } from '../common/route';
import { webhookHealth } from '../webhooks/health';
import { partnerIdParams } from './api';
import { environment } from '../environment/environment';

/** Days of API calls and events the partner detail charts, today (UTC) included. */
export const CONSOLE_ACTIVITY_DAYS = 30;

/**
 * A new partner from the console, as `npm run admin -- partner create` makes it (verified company, owner, wlpId),
 * without a password: the owner receives the mail to choose one (the reset link).
 */
export const consolePartnerCreateBody = z
  .object({
    email,
    company: z.string().check(z.trim(), z.minLength(LIMITS.companyMin), z.maxLength(LIMITS.companyMax)),
    agent: z.string().check(z.minLength(1), z.maxLength(64), z.describe('the brand')),
  })
  .register(z.globalRegistry, { id: 'ConsolePartnerCreate' });
export type ConsolePartnerCreateBody = z.infer<typeof consolePartnerCreateBody>;

export const consolePartnerCreated = z
  .object({ id: z.string(), wlpId: z.string(), email: z.string(), agent: z.string() })
  .register(z.globalRegistry, { id: 'ConsolePartnerCreated' });
export type ConsolePartnerCreated = z.infer<typeof consolePartnerCreated>;

/** A partner's webhook endpoints with their health, and its API calls and events per UTC day. */
export const consolePartnerActivity = z
  .object({
    webhooks: z.array(z.object({ id: z.string(), environment, url: z.string(), enabled: z.boolean(), health: webhookHealth })),
    days: z
      .array(z.object({ day: isoDateTime.check(z.describe('00:00 UTC of the day')), apiCalls: z.int(), events: z.int() }))
      .check(
        z.describe(
          `the last ${CONSOLE_ACTIVITY_DAYS} days, oldest first: signed Partner API calls (from the request log, which keeps the ` +
            'latest calls of each partner within its retention) and webhook events raised',
        ),
      ),
  })
  .register(z.globalRegistry, { id: 'ConsolePartnerActivity' });
export type ConsolePartnerActivity = z.infer<typeof consolePartnerActivity>;

/** The brands a partner can be on, for the console's choices. */
export const consoleBrands = z
  .object({ brands: z.array(z.object({ agent: z.string(), name: z.string() })), defaultAgent: z.string() })
  .register(z.globalRegistry, { id: 'ConsoleBrands' });
export type ConsoleBrands = z.infer<typeof consoleBrands>;

export const CONSOLE_PARTNER_ADMIN_API = defineRoutes({
  brands: { method: 'GET', path: '/api-operator/brands', responses: { 200: consoleBrands } },
  create: { method: 'POST', path: '/api-operator/partners', body: consolePartnerCreateBody, responses: { 200: consolePartnerCreated } },
  activity: {
    method: 'GET',
    path: '/api-operator/partners/:id/activity',
    params: partnerIdParams,
    responses: { 200: consolePartnerActivity },
  },
});

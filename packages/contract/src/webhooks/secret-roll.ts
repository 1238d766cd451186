import { z } from 'zod/mini';
import { isoDateTime } from '../common/primitives';
import { defineRoutes } from '../common/route';

/**
 * Revealing and rolling a webhook's signing secret. A roll makes the server generate a
 * new secret (shown once, in the answer); during the overlap every delivery carries the signature
 * with the new secret in `x-webhook-sig` and with the previous one in `x-webhook-sig-previous`.
 */
export const WEBHOOK_SECRET_ROLL = {
  /** how long the previous secret keeps signing (x-webhook-sig-previous) unless the partner chooses */
  overlapHoursDefault: 24,
  /** at most a week; 0 stops signing with the previous secret at once */
  overlapHoursMax: 168,
  /** the overlaps the portal offers */
  overlapChoices: [0, 1, 24, 168],
  /** random bytes of a generated secret (base64url after the prefix: 32 characters) */
  randomBytes: 24,
  prefix: 'whsec_',
} as const;

export const webhookSecretRollBody = z
  .object({
    overlapHours: z
      ._default(z.int().check(z.gte(0), z.lte(WEBHOOK_SECRET_ROLL.overlapHoursMax)), WEBHOOK_SECRET_ROLL.overlapHoursDefault)
      .check(
        z.describe(`hours the previous secret keeps signing x-webhook-sig-previous (0–${WEBHOOK_SECRET_ROLL.overlapHoursMax}, default 24)`),
      ),
  })
  .register(z.globalRegistry, { id: 'WebhookSecretRollBody', example: { overlapHours: 24 } });
export type WebhookSecretRollBody = z.input<typeof webhookSecretRollBody>;

export const webhookSecretAnswer = z
  .object({
    secret: z.string().check(z.describe('the signing secret in clear: shown in this answer only')),
    previousSecretUntil: z
      .nullable(isoDateTime)
      .check(z.describe('until when deliveries also carry x-webhook-sig-previous, signed with the previous secret (null: not any more)')),
  })
  .register(z.globalRegistry, { id: 'WebhookSecret' });
export type WebhookSecretAnswer = z.infer<typeof webhookSecretAnswer>;

const idParams = z.object({ id: z.string().check(z.maxLength(64), z.describe('the webhook uuid')) });

export const WEBHOOK_SECRET_API = defineRoutes({
  reveal: {
    method: 'POST',
    path: '/api-portal/webhook/:id/secret/reveal',
    params: idParams,
    responses: { 200: webhookSecretAnswer },
  },
  roll: {
    method: 'POST',
    path: '/api-portal/webhook/:id/secret/roll',
    params: idParams,
    body: webhookSecretRollBody,
    responses: { 200: webhookSecretAnswer },
  },
});

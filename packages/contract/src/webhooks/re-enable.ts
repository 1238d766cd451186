import { z } from 'zod/mini';
import { isoDateTime } from '../common/primitives';
import { webhook } from './entities';

/**
 * The answer to enabling or disabling a webhook. Enabling one the engine disabled for failing
 * also says what failed meanwhile, so the portal can offer to send it again.
 */
export const webhookEnabledAnswer = z
  .extend(webhook, {
    failedMeanwhile: z
      .nullable(
        z.object({
          since: isoDateTime.check(z.describe('the creation time of the oldest delivery that failed during the failing streak')),
          failingSince: isoDateTime.check(z.describe('the first failed attempt of the streak')),
          count: z.int().check(z.nonnegative(), z.describe('deliveries that failed for good during the streak')),
        }),
      )
      .check(z.describe('only when enabling a webhook disabled for failing (disabledReason FAILING); else null')),
  })
  .register(z.globalRegistry, { id: 'WebhookEnabledAnswer' });
export type WebhookEnabledAnswer = z.infer<typeof webhookEnabledAnswer>;

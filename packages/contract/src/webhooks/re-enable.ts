import { z } from 'zod';
import { isoDateTime } from '../common/primitives';
import { webhook } from './entities';

/**
 * The answer to enabling or disabling a webhook. Enabling one the engine disabled for failing
 * (issue 15) also says what failed meanwhile, so the portal can offer to send it again.
 */
export const webhookEnabledAnswer = webhook
  .extend({
    failedMeanwhile: z
      .object({
        since: isoDateTime.describe('the creation time of the oldest delivery that failed during the failing streak'),
        failingSince: isoDateTime.describe('the first failed attempt of the streak'),
        count: z.number().int().nonnegative().describe('deliveries that failed for good during the streak'),
      })
      .nullable()
      .describe('only when enabling a webhook disabled for failing (disabledReason FAILING); else null'),
  })
  .meta({ id: 'WebhookEnabledAnswer' });
export type WebhookEnabledAnswer = z.infer<typeof webhookEnabledAnswer>;

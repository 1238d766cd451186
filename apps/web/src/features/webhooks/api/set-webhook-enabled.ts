import { WEBHOOKS_API, type WebhookEnabledAnswer } from '@portal/contract';
import { call } from '../../../lib/api-client';
import { useWebhooksMutation, type MutationCallbacks } from '../lib/use-webhooks-mutation';

/**
 * PUT /api-portal/webhook/{id}/enabled {enabled}: a disabled webhook holds its deliveries. Enabling one the
 * engine disabled for failing answers what failed meanwhile (failedMeanwhile).
 */
export function setWebhookEnabled({ id, enabled }: { id: string; enabled: boolean }) {
  return call(WEBHOOKS_API.setEnabled, { params: { id }, body: { enabled } });
}

export const useSetWebhookEnabled = (options: MutationCallbacks<WebhookEnabledAnswer> = {}) =>
  useWebhooksMutation(setWebhookEnabled, options);

import { WEBHOOKS_API, type Webhook } from '@portal/contract';
import { call } from '../../../lib/api-client';
import { useWebhooksMutation, type MutationCallbacks } from '../lib/use-webhooks-mutation';

/** PUT /api-portal/webhook/{id}/enabled {enabled}: a disabled webhook holds its deliveries. */
export function setWebhookEnabled({ id, enabled }: { id: string; enabled: boolean }) {
  return call(WEBHOOKS_API.setEnabled, { params: { id }, body: { enabled } });
}

export const useSetWebhookEnabled = (options: MutationCallbacks<Webhook> = {}) => useWebhooksMutation(setWebhookEnabled, options);

import { webhook, webhooksPath, type Webhook } from '@portal/contract';
import { api } from '../../../lib/api-client';
import { useWebhooksMutation, type MutationCallbacks } from '../lib/use-webhooks-mutation';

/** PUT /api-portal/webhook/{id}/enabled {enabled}: a disabled webhook holds its deliveries. */
export function setWebhookEnabled({ id, enabled }: { id: string; enabled: boolean }) {
  return api.put(webhooksPath('setEnabled', { id }), { body: { enabled }, schema: webhook });
}

export const useSetWebhookEnabled = (options: MutationCallbacks<Webhook> = {}) => useWebhooksMutation(setWebhookEnabled, options);

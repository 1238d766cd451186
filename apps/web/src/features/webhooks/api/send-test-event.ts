import { webhookDelivery, webhooksPath, type WebhookDelivery } from '@portal/contract';
import { api } from '../../../lib/api-client';
import { useWebhooksMutation, type MutationCallbacks } from '../lib/use-webhooks-mutation';

/** POST /api-portal/webhook/{id}/test: a WEBHOOK_TEST event to this webhook only. */
export function sendTestEvent(id: string) {
  return api.post(webhooksPath('test', { id }), { schema: webhookDelivery });
}

export const useSendTestEvent = (options: MutationCallbacks<WebhookDelivery> = {}) => useWebhooksMutation(sendTestEvent, options);

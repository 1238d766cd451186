import { webhook, webhooksPath, type Webhook, type WebhookBody } from '@portal/contract';
import { api } from '../../../lib/api-client';
import { useWebhooksMutation, type MutationCallbacks } from '../lib/use-webhooks-mutation';

/** PUT /api-portal/webhook/{id} {url, secret}: waiting deliveries go to the new URL. */
export function updateWebhook({ id, body }: { id: string; body: WebhookBody }) {
  return api.put(webhooksPath('update', { id }), { body, schema: webhook });
}

export const useUpdateWebhook = (options: MutationCallbacks<Webhook> = {}) => useWebhooksMutation(updateWebhook, options);

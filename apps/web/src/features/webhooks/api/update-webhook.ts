import { WEBHOOKS_API, type Webhook, type WebhookBody } from '@portal/contract';
import { call } from '../../../lib/api-client';
import { useWebhooksMutation, type MutationCallbacks } from '../lib/use-webhooks-mutation';

/** PUT /api-portal/webhook/{id} {url, secret}: waiting deliveries go to the new URL. */
export function updateWebhook({ id, body }: { id: string; body: WebhookBody }) {
  return call(WEBHOOKS_API.update, { params: { id }, body });
}

export const useUpdateWebhook = (options: MutationCallbacks<Webhook> = {}) => useWebhooksMutation(updateWebhook, options);

import { WEBHOOKS_API, webhook, type Webhook, type WebhookBody } from '@portal/contract';
import { api } from '../../../lib/api-client';
import { useWebhooksMutation, type MutationCallbacks } from '../lib/use-webhooks-mutation';

/** POST /api-portal/webhook {url, secret}: every event of the partner goes to it from now on. */
export function createWebhook(body: WebhookBody) {
  return api.post(WEBHOOKS_API.create.path, { body, schema: webhook });
}

export const useCreateWebhook = (options: MutationCallbacks<Webhook> = {}) => useWebhooksMutation(createWebhook, options);

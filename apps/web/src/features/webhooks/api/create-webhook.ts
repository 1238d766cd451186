import { WEBHOOKS_API, type Webhook, type WebhookBody } from '@portal/contract';
import { call } from '../../../lib/api-client';
import { useWebhooksMutation, type MutationCallbacks } from '../lib/use-webhooks-mutation';

/** POST /api-portal/webhook {url, secret}: every event of the partner goes to it from now on. */
export function createWebhook(body: WebhookBody) {
  return call(WEBHOOKS_API.create, { body });
}

export const useCreateWebhook = (options: MutationCallbacks<Webhook> = {}) => useWebhooksMutation(createWebhook, options);

import { WEBHOOKS_API, type Webhook, type WebhookEventType } from '@portal/contract';
import { call } from '../../../lib/api-client';
import { useWebhooksMutation, type MutationCallbacks } from '../lib/use-webhooks-mutation';

/** PUT /api-portal/webhook/{id}/event-types {eventTypes}: only the types it receives; URL and secret stay (step-up). */
export function setWebhookEventTypes({ id, eventTypes }: { id: string; eventTypes: WebhookEventType[] }) {
  return call(WEBHOOKS_API.setEventTypes, { params: { id }, body: { eventTypes } });
}

export const useSetWebhookEventTypes = (options: MutationCallbacks<Webhook> = {}) => useWebhooksMutation(setWebhookEventTypes, options);

import { WEBHOOKS_API, type WebhookDelivery } from '@portal/contract';
import { call } from '../../../lib/api-client';
import { useWebhooksMutation, type MutationCallbacks } from '../lib/use-webhooks-mutation';

/** POST /api-portal/webhook/{id}/test: a WEBHOOK_TEST event to this webhook only. */
export function sendTestEvent(id: string) {
  return call(WEBHOOKS_API.test, { params: { id } });
}

export const useSendTestEvent = (options: MutationCallbacks<WebhookDelivery> = {}) => useWebhooksMutation(sendTestEvent, options);

import { WEBHOOKS_API, type WebhookEventType, type WebhookTestEventAnswer } from '@portal/contract';
import { call } from '../../../lib/api-client';
import { useWebhooksMutation, type MutationCallbacks } from '../lib/use-webhooks-mutation';

/** POST /api-portal/webhook/{id}/test-event: the example of one catalogue type, sent now; answers the outcome. */
export function sendTestEventOfType({ id, type }: { id: string; type: WebhookEventType }) {
  return call(WEBHOOKS_API.testEvent, { params: { id }, body: { type } });
}

export const useSendTestEventOfType = (options: MutationCallbacks<WebhookTestEventAnswer> = {}) =>
  useWebhooksMutation(sendTestEventOfType, options);

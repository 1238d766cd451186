import { webhookDelivery, webhooksPath, type WebhookDelivery } from '@portal/contract';
import { api } from '../../../lib/api-client';
import { useWebhooksMutation, type MutationCallbacks } from '../lib/use-webhooks-mutation';

/** POST …/deliveries/{deliveryId}/resend: the same event (same x-webhook-id and body) again, now. */
export function resendDelivery({ id, deliveryId }: { id: string; deliveryId: string }) {
  return api.post(webhooksPath('resend', { id, deliveryId }), { schema: webhookDelivery });
}

export const useResendDelivery = (options: MutationCallbacks<WebhookDelivery> = {}) => useWebhooksMutation(resendDelivery, options);

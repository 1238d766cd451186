import { WEBHOOKS_API, type WebhookDelivery } from '@portal/contract';
import { call } from '../../../lib/api-client';
import { useWebhooksMutation, type MutationCallbacks } from '../lib/use-webhooks-mutation';

/** POST …/deliveries/{deliveryId}/resend: the same event (same x-webhook-id and body) again, now. */
export function resendDelivery({ id, deliveryId }: { id: string; deliveryId: string }) {
  return call(WEBHOOKS_API.resend, { params: { id, deliveryId } });
}

export const useResendDelivery = (options: MutationCallbacks<WebhookDelivery> = {}) => useWebhooksMutation(resendDelivery, options);

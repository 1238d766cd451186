import { WEBHOOKS_API } from '@portal/contract';
import { call } from '../../../lib/api-client';
import { useWebhooksMutation, type MutationCallbacks } from '../lib/use-webhooks-mutation';

/** DELETE /api-portal/webhook/{id}: nothing more is sent to it; its delivery log goes too. */
export function deleteWebhook(id: string) {
  return call(WEBHOOKS_API.remove, { params: { id } });
}

export const useDeleteWebhook = (options: MutationCallbacks<{ id: string; deleted: true }> = {}) =>
  useWebhooksMutation(deleteWebhook, options);

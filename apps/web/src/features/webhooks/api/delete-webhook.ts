import { webhookDeleted, webhooksPath } from '@portal/contract';
import { api } from '../../../lib/api-client';
import { useWebhooksMutation, type MutationCallbacks } from '../lib/use-webhooks-mutation';

/** DELETE /api-portal/webhook/{id}: nothing more is sent to it; its delivery log goes too. */
export function deleteWebhook(id: string) {
  return api.delete(webhooksPath('remove', { id }), { schema: webhookDeleted });
}

export const useDeleteWebhook = (options: MutationCallbacks<{ id: string; deleted: true }> = {}) =>
  useWebhooksMutation(deleteWebhook, options);

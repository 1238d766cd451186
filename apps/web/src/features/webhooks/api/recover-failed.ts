import { WEBHOOKS_API, type WebhookRecoverAnswer } from '@portal/contract';
import { call } from '../../../lib/api-client';
import { useWebhooksMutation, type MutationCallbacks } from '../lib/use-webhooks-mutation';

/** POST /api-portal/webhook/{id}/recover: every delivery that failed since `since` is sent again. */
export function recoverFailed({ id, since }: { id: string; since: string }) {
  return call(WEBHOOKS_API.recover, { params: { id }, body: { since } });
}

export const useRecoverFailed = (options: MutationCallbacks<WebhookRecoverAnswer> = {}) => useWebhooksMutation(recoverFailed, options);

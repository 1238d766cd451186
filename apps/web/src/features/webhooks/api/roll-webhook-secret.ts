import { WEBHOOK_SECRET_API, type WebhookSecretAnswer } from '@portal/contract';
import { call } from '../../../lib/api-client';
import { useWebhooksMutation, type MutationCallbacks } from '../lib/use-webhooks-mutation';

/** POST /api-portal/webhook/{id}/secret/roll {overlapHours}: a new secret, shown once; the old one signs during the overlap. */
export function rollWebhookSecret({ id, overlapHours }: { id: string; overlapHours: number }) {
  return call(WEBHOOK_SECRET_API.roll, { params: { id }, body: { overlapHours } });
}

export const useRollWebhookSecret = (options: MutationCallbacks<WebhookSecretAnswer> = {}) =>
  useWebhooksMutation(rollWebhookSecret, options);

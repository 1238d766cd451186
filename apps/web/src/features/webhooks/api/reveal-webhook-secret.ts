import { WEBHOOK_SECRET_API, type WebhookSecretAnswer } from '@portal/contract';
import { call } from '../../../lib/api-client';
import { useWebhooksMutation, type MutationCallbacks } from '../lib/use-webhooks-mutation';

/** POST /api-portal/webhook/{id}/secret/reveal: the signing secret in clear (step-up, audited). */
export function revealWebhookSecret(id: string) {
  return call(WEBHOOK_SECRET_API.reveal, { params: { id } });
}

export const useRevealWebhookSecret = (options: MutationCallbacks<WebhookSecretAnswer> = {}) =>
  useWebhooksMutation(revealWebhookSecret, options);

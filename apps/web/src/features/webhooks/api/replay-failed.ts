import { webhookReplayAnswer, webhooksPath } from '@portal/contract';
import { api } from '../../../lib/api-client';
import { useWebhooksMutation, type MutationCallbacks } from '../lib/use-webhooks-mutation';

/** POST /api-portal/webhook/{id}/replay {since}: every failed or retrying delivery since then, again. */
export function replayFailed({ id, since }: { id: string; since: string }) {
  return api.post(webhooksPath('replay', { id }), { body: { since }, schema: webhookReplayAnswer });
}

export const useReplayFailed = (options: MutationCallbacks<{ replayed: number }> = {}) => useWebhooksMutation(replayFailed, options);

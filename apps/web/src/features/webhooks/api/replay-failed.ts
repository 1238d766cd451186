import { WEBHOOKS_API } from '@portal/contract';
import { call } from '../../../lib/api-client';
import { useWebhooksMutation, type MutationCallbacks } from '../lib/use-webhooks-mutation';

/** POST /api-portal/webhook/{id}/replay {since}: every failed or retrying delivery since then, again. */
export function replayFailed({ id, since }: { id: string; since: string }) {
  return call(WEBHOOKS_API.replay, { params: { id }, body: { since } });
}

export const useReplayFailed = (options: MutationCallbacks<{ replayed: number }> = {}) => useWebhooksMutation(replayFailed, options);

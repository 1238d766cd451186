import { useRefreshingMutation, type MutationCallbacks } from '../../../hooks/use-refreshing-mutation';

export type { MutationCallbacks };

/** A webhooks call that changes something: on success every ['webhooks', …] query is fetched again. */
export const useWebhooksMutation = <A, R>(fn: (arg: A) => Promise<R>, options: MutationCallbacks<R>) =>
  useRefreshingMutation(fn, ['webhooks'], options);

import { useRefreshingMutation, type MutationCallbacks } from '../../../hooks/use-refreshing-mutation';

export type { MutationCallbacks };

/** A simulation changes the partner data: on success every ['partner-data', …] query (lists, details) is fetched again. */
export const useSimulation = <A, R>(fn: (arg: A) => Promise<R>, options: MutationCallbacks<R>) =>
  useRefreshingMutation(fn, ['partner-data'], options);

import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

export interface MutationCallbacks<R> {
  onSuccess?: (answer: R) => void;
  onError?: (error: Error) => void;
}

/** A call that changes something: on success every query under `queryKey` is fetched again. */
export function useRefreshingMutation<A, R>(fn: (arg: A) => Promise<R>, queryKey: QueryKey, options: MutationCallbacks<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async (answer) => {
      options.onSuccess?.(answer);
      await queryClient.invalidateQueries({ queryKey });
    },
    onError: options.onError,
  });
}

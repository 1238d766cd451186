import { useMutation, useQueryClient } from '@tanstack/react-query';

export interface MutationCallbacks<R> {
  onSuccess?: (answer: R) => void;
  onError?: (error: Error) => void;
}

/** A webhooks call that changes something: on success every ['webhooks', …] query is fetched again. */
export function useWebhooksMutation<A, R>(fn: (arg: A) => Promise<R>, options: MutationCallbacks<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async (answer) => {
      options.onSuccess?.(answer);
      await queryClient.invalidateQueries({ queryKey: ['webhooks'] });
    },
    onError: options.onError,
  });
}

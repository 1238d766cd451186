import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDENTITY_API, type IdentityReview } from '@portal/contract';
import { call } from '../../../lib/api-client';

/** GET /api/identity/sumsub/finalizeReviewStatus: the provider's review settles the KYC record. */
export function finalizeReview() {
  return call(IDENTITY_API.finalizeReview, {});
}

export function useFinalizeReview(options: { onSuccess?: (answer: IdentityReview) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finalizeReview,
    onSuccess: async (answer) => {
      options.onSuccess?.(answer);
      await queryClient.invalidateQueries({ queryKey: ['user'] });
    },
    onError: options.onError,
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { identityPath, identityReview, type IdentityReview } from '@portal/contract';
import { api } from '../../../lib/api-client';

/** GET /api/identity/sumsub/finalizeReviewStatus: the provider's review settles the KYC record. */
export function finalizeReview() {
  return api.get(identityPath('finalizeReview'), { schema: identityReview });
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

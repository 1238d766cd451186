import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONSOLE_REVIEWS_API, type ReviewRejectBody } from '@portal/contract';
import { callOperator } from '../lib/call-operator';
import { reviewDecided } from '../lib/review-decided';

/** POST /api-operator/reviews/:id/reject with the reason and whether it is final. */
export const rejectReview = (o: { id: string } & ReviewRejectBody) =>
  callOperator(CONSOLE_REVIEWS_API.reject, { params: { id: o.id }, body: { reason: o.reason, final: o.final } });

export function useRejectReview() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rejectReview, onSuccess: (d) => reviewDecided(queryClient, d) });
}

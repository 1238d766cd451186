import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONSOLE_REVIEWS_API } from '@portal/contract';
import { callOperator } from '../lib/call-operator';
import { reviewDecided } from '../lib/review-decided';

/** POST /api-operator/reviews/:id/approve: approved, or (four eyes) the first of two approvals. */
export const approveReview = (id: string) => callOperator(CONSOLE_REVIEWS_API.approve, { params: { id } });

export function useApproveReview() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: approveReview, onSuccess: (d) => reviewDecided(queryClient, d) });
}

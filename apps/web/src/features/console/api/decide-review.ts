import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONSOLE_REVIEWS_API, type ConsoleReviewDecision, type ReviewRejectBody } from '@portal/contract';
import { callOperator } from '../lib/call-operator';

/** POST …/approve or …/reject (with the reason and whether it is final); answers the decision and the detail. */
export const decideReview = (o: { id: string } & ({ approve: true } | ({ approve: false } & ReviewRejectBody))) =>
  o.approve
    ? callOperator(CONSOLE_REVIEWS_API.approve, { params: { id: o.id } })
    : callOperator(CONSOLE_REVIEWS_API.reject, { params: { id: o.id }, body: { reason: o.reason, final: o.final } });

export function useDecideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideReview,
    onSuccess: (d: ConsoleReviewDecision) => {
      const { outcome: _outcome, ...detail } = d;
      queryClient.setQueryData(['console', 'review', d.review.id], detail);
      void queryClient.invalidateQueries({ queryKey: ['console', 'reviews'] });
      void queryClient.invalidateQueries({ queryKey: ['console', 'audit'] });
    },
  });
}

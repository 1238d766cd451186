import type { QueryClient } from '@tanstack/react-query';
import type { ConsoleReviewDecision } from '@portal/contract';

/** After an approval or a rejection: the detail the server answered, and the lists and audit it changed. */
export function reviewDecided(queryClient: QueryClient, d: ConsoleReviewDecision) {
  const { outcome: _outcome, ...detail } = d;
  queryClient.setQueryData(['console', 'review', d.review.id], detail);
  void queryClient.invalidateQueries({ queryKey: ['console', 'reviews'] });
  void queryClient.invalidateQueries({ queryKey: ['console', 'audit'] });
}

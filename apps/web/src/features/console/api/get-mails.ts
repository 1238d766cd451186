import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CONSOLE_API } from '@portal/contract';
import { callOperator } from '../lib/call-operator';

/** GET /api-operator/platform/mails: the newest mails of the outbox (never a body or link). */
export const getMails = (signal?: AbortSignal) => callOperator(CONSOLE_API.mails, { signal });

export const useMails = () => useQuery({ queryKey: ['console', 'mails'], queryFn: ({ signal }) => getMails(signal) });

/** POST /api-operator/platform/mails/:id/retry: a waiting or failed mail goes at the mail job's next round. */
export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callOperator(CONSOLE_API.retryMail, { params: { id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['console', 'mails'] }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONSOLE_API } from '@portal/contract';
import { callOperator } from '../lib/call-operator';

/** POST /api-operator/platform/mails/:id/retry: a waiting or failed mail goes at the mail job's next round. */
export const retryMail = (id: string) => callOperator(CONSOLE_API.retryMail, { params: { id } });

export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryMail,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['console', 'mails'] }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONSOLE_TICKETS_API } from '@portal/contract';
import { callOperator } from '../lib/call-operator';

/** POST /api-operator/tickets/:id/reply: the bank's answer; answers the thread. */
export const replyTicket = (o: { id: string; message: string }) =>
  callOperator(CONSOLE_TICKETS_API.reply, { params: { id: o.id }, body: { message: o.message } });

export function useReplyTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyTicket,
    onSuccess: (thread) => {
      queryClient.setQueryData(['console', 'ticket', thread.ticket.id], thread);
      void queryClient.invalidateQueries({ queryKey: ['console', 'tickets'] });
    },
  });
}

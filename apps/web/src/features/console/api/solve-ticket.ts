import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONSOLE_TICKETS_API } from '@portal/contract';
import { callOperator } from '../lib/call-operator';

/** POST /api-operator/tickets/:id/solve: SOLVED until a new message; answers the thread. */
export const solveTicket = (id: string) => callOperator(CONSOLE_TICKETS_API.solve, { params: { id } });

export function useSolveTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: solveTicket,
    onSuccess: (thread) => {
      queryClient.setQueryData(['console', 'ticket', thread.ticket.id], thread);
      void queryClient.invalidateQueries({ queryKey: ['console', 'tickets'] });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONSOLE_TICKETS_API, TICKET_FIELDS, consoleTicketThread, pathOf } from '@portal/contract';
import { postOperatorForm } from '../lib/send-operator';

/** POST /api-operator/tickets/:id/reply (multipart `message` and repeated `files`): the bank's answer; answers the thread. */
export function replyTicket(o: { id: string; message: string; files?: File[] }) {
  const form = new FormData();
  form.append('message', o.message);
  for (const f of o.files ?? []) form.append(TICKET_FIELDS.files, f, f.name);
  return postOperatorForm(pathOf(CONSOLE_TICKETS_API.reply, { id: o.id }), form, consoleTicketThread);
}

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

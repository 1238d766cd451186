import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TICKETS_API, ticketCreated, TICKET_FIELDS, type TicketBody } from '@portal/contract';
import { postForm } from '../../../lib/files';

/** POST /api/tickets (multipart: subType, subject, description, repeated files) → {id}. */
export function createTicket(body: TicketBody, files: File[]) {
  const form = new FormData();
  form.append('subType', body.subType);
  form.append('subject', body.subject);
  form.append('description', body.description);
  for (const f of files) form.append(TICKET_FIELDS.files, f, f.name);
  return postForm(TICKETS_API.create.path, form, ticketCreated);
}

/** The new ticket shows up in the inbox list. */
export function useCreateTicket(options: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, files }: { body: TicketBody; files: File[] }) => createTicket(body, files),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['tickets'] });
      options.onSuccess?.();
    },
    onError: options.onError,
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TICKETS_API, openedMessage, pathOf } from '@portal/contract';
import { postForm } from '../../../lib/files';

/** POST /api/tickets/{id}/messages (multipart `message`): the user's answer; → the updated thread. */
export function replyTicket(id: string, message: string) {
  const form = new FormData();
  form.append('message', message);
  return postForm(pathOf(TICKETS_API.reply, { id }), form, openedMessage);
}

export function useReplyTicket(id: string, options: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => replyTicket(id, message),
    onSuccess: (thread) => {
      queryClient.setQueryData(['tickets', 'detail', id], thread);
      void queryClient.invalidateQueries({ queryKey: ['tickets', 'list'] });
      options.onSuccess?.();
    },
    onError: options.onError,
  });
}

import { useMutation } from '@tanstack/react-query';
import { CONSOLE_TICKETS_API, pathOf } from '@portal/contract';
import { downloadOperatorFile } from '../lib/send-operator';

/** GET /api-operator/tickets/:id/attachments/:key: the file, saved by the browser. */
export const downloadTicketFile = (o: { id: string; key: string; name: string }) =>
  downloadOperatorFile(pathOf(CONSOLE_TICKETS_API.attachment, { id: o.id, key: o.key }), o.name);

export const useDownloadTicketFile = (options: { onError?: (error: Error) => void } = {}) =>
  useMutation({ mutationFn: downloadTicketFile, onError: options.onError });

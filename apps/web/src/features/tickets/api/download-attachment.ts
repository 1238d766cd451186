import { useMutation } from '@tanstack/react-query';
import { TICKETS_API, pathOf } from '@portal/contract';
import { downloadFile } from '../../../lib/files';

/** GET /api/tickets/attachment/{ticketId}/{key}: the file, saved by the browser. */
export function downloadAttachment(o: { ticketId: string; key: string; name: string }) {
  return downloadFile(pathOf(TICKETS_API.attachment, { ticketId: o.ticketId, key: o.key }), o.name);
}

export function useDownloadAttachment(options: { onError?: (error: Error) => void } = {}) {
  return useMutation({ mutationFn: downloadAttachment, onError: options.onError });
}

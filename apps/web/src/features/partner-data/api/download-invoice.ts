import { INVOICES_API, pathOf } from '@portal/contract';
import { downloadFile } from '../../../lib/download';

/** GET /api-portal/invoice/attachment/{key}?cacheBustTimestamp=…: the invoice PDF, saved as a file. */
export function downloadInvoice(key: string, name: string) {
  return downloadFile(pathOf(INVOICES_API.attachment, { key }), { cacheBustTimestamp: Date.now() }, name);
}

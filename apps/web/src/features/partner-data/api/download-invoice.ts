import { downloadFile } from '../lib/download';
import { invoicePdfPath } from '../lib/paths';

/** GET /api-portal/invoice/attachment/{key}?cacheBustTimestamp=…: the invoice PDF, saved as a file. */
export function downloadInvoice(key: string, name: string) {
  return downloadFile(invoicePdfPath(key), { cacheBustTimestamp: Date.now() }, name);
}

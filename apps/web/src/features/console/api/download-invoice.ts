import { CONSOLE_CONTENT_API, pathOf } from '@portal/contract';
import { downloadOperatorFile } from '../lib/send-operator';

/** GET /api-operator/invoices/:number/pdf with the operator's token, handed to the browser as a download. */
export const downloadInvoice = (number: string) =>
  downloadOperatorFile(pathOf(CONSOLE_CONTENT_API.invoicePdf, { number }), `${number}.pdf`);

import { z } from 'zod/mini';
import { listAnswer } from '../common/list';
import { defineRoutes } from '../common/route';
import { invoice } from '../partner-data/entities';
import { listExportQuery } from '../partner-data/api';

export const invoiceList = listAnswer(invoice).register(z.globalRegistry, { id: 'InvoiceList' });
export const attachmentParams = z.object({ key: z.string().check(z.maxLength(128)) });
export const attachmentQuery = z.object({
  cacheBustTimestamp: z.optional(z.string().check(z.maxLength(32))).check(z.describe('any value; only defeats caches')),
});

/** The partner's invoices (partner-portal §2): the list (descriptor `LISTS.invoices`) and one invoice's PDF. */
export const INVOICES_API = defineRoutes({
  list: { method: 'GET', path: '/api-portal/invoice', query: listExportQuery, responses: { 200: invoiceList } },
  attachment: {
    method: 'GET',
    path: '/api-portal/invoice/attachment/:key',
    params: attachmentParams,
    query: attachmentQuery,
    responses: {},
  },
});

import { INVOICES_API } from '@portal/contract';
import { call } from '../../../lib/api-client';
import type { ListApiQuery } from '../lib/list-request';

/** GET /api-portal/invoice: a page of the partner's invoices. */
export function getInvoices(query: ListApiQuery, signal?: AbortSignal) {
  return call(INVOICES_API.list, { query: { ...query }, signal });
}

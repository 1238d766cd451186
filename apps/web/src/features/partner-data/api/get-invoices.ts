import { useQuery } from '@tanstack/react-query';
import { PARTNER_DATA_API, invoiceList } from '@portal/contract';
import { api } from '../../../lib/api-client';
import { listQueryOptions, type ListApiQuery } from '../lib/list-request';

/** GET /api-portal/invoice: a page of the partner's invoices. */
export function getInvoices(query: ListApiQuery, signal?: AbortSignal) {
  return api.get(PARTNER_DATA_API.invoices.path, { query: { ...query }, schema: invoiceList, signal });
}

export const invoicesQueryOptions = (query: ListApiQuery) => listQueryOptions(PARTNER_DATA_API.invoices.path, query, getInvoices);

export const useInvoices = (query: ListApiQuery) => useQuery(invoicesQueryOptions(query));

import { useQuery } from '@tanstack/react-query';
import { INVOICES_API, pathOf } from '@portal/contract';
import { call } from '../../../lib/api-client';
import { listQueryOptions, type ListApiQuery } from '../lib/list-request';

/** GET /api-portal/invoice: a page of the partner's invoices. */
export function getInvoices(query: ListApiQuery, signal?: AbortSignal) {
  return call(INVOICES_API.list, { query: { ...query }, signal });
}

export const invoicesQueryOptions = (query: ListApiQuery) => listQueryOptions(pathOf(INVOICES_API.list), query, getInvoices);

export const useInvoices = (query: ListApiQuery) => useQuery(invoicesQueryOptions(query));

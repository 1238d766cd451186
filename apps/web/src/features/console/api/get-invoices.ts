import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CONSOLE_CONTENT_API } from '@portal/contract';
import { callOperator } from '../lib/call-operator';
import type { ConsoleListQuery } from './get-partners';

/** GET /api-operator/invoices: one page of every invoice (or one partner's) with the exact count. */
export const getInvoices = (query: ConsoleListQuery, signal?: AbortSignal) =>
  callOperator(CONSOLE_CONTENT_API.invoices, { query: { ...query }, signal });

export const invoicesQueryOptions = (query: ConsoleListQuery) =>
  queryOptions({
    queryKey: ['console', 'invoices', query],
    queryFn: ({ signal }) => getInvoices(query, signal),
    placeholderData: keepPreviousData,
  });

export const useInvoices = (query: ConsoleListQuery) => useQuery(invoicesQueryOptions(query));

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CONSOLE_TICKETS_API } from '@portal/contract';
import { callOperator } from '../lib/call-operator';
import type { ConsoleListQuery } from './get-partners';

/** GET /api-operator/tickets: one page of the support queue with the exact count. */
export const getTickets = (query: ConsoleListQuery, signal?: AbortSignal) =>
  callOperator(CONSOLE_TICKETS_API.list, { query: { ...query }, signal });

export const ticketsQueryOptions = (query: ConsoleListQuery) =>
  queryOptions({
    queryKey: ['console', 'tickets', query],
    queryFn: ({ signal }) => getTickets(query, signal),
    placeholderData: keepPreviousData,
  });

export const useTickets = (query: ConsoleListQuery) => useQuery(ticketsQueryOptions(query));

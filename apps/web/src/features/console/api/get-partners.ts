import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CONSOLE_API } from '@portal/contract';
import { callOperator } from '../lib/call-operator';

export interface ConsoleListQuery {
  filter?: string;
  orderBy: string;
  sort: 'ASC' | 'DESC';
  skip: number;
  take: number;
}

/** GET /api-operator/partners: one page of every partner with the exact count. */
export const getPartners = (query: ConsoleListQuery, signal?: AbortSignal) =>
  callOperator(CONSOLE_API.partners, { query: { ...query }, signal });

export const partnersQueryOptions = (query: ConsoleListQuery) =>
  queryOptions({
    queryKey: ['console', 'partners', query],
    queryFn: ({ signal }) => getPartners(query, signal),
    placeholderData: keepPreviousData,
  });

export const usePartners = (query: ConsoleListQuery) => useQuery(partnersQueryOptions(query));

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, TICKETS_API } from '@portal/contract';
import { call } from '../../../lib/api-client';
import type { InboxQuery } from '../lib/inbox-query';

/** GET /api/tickets/list (filter, orderBy, sort, skip as page index, take 10) → {list, count}. */
export function getTickets(query: InboxQuery, signal?: AbortSignal) {
  return call(TICKETS_API.list, { query: { ...query, take: PAGE_SIZE.tickets }, signal });
}

/** Key root ['tickets', 'list']: the live channel refreshes it on `support.messages`. */
export function ticketsQueryOptions(query: InboxQuery) {
  return queryOptions({
    queryKey: ['tickets', 'list', query],
    queryFn: ({ signal }) => getTickets(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useTickets(query: InboxQuery) {
  return useQuery(ticketsQueryOptions(query));
}

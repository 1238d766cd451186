import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, inboxItem, listAnswer, supportPath } from '@portal/contract';
import { api } from '../../../lib/api-client';
import type { InboxQuery } from '../lib/inbox-query';

const answer = listAnswer(inboxItem);

/** GET /api/tickets/list (filter, orderBy, sort, skip as page index, take 10) → {list, count}. */
export function getTickets(query: InboxQuery, signal?: AbortSignal) {
  return api.get(supportPath('tickets'), { query: { ...query, take: PAGE_SIZE.tickets }, schema: answer, signal });
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

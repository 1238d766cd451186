import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { TICKETS_API } from '@portal/contract';
import { call } from '../../../lib/api-client';

/** GET /api/tickets/{id}: the message with its thread; the server marks it read. */
export function getTicket(id: string, signal?: AbortSignal) {
  return call(TICKETS_API.get, { params: { id }, signal });
}

/** Key ['tickets', 'detail', id]: the live channel re-fetches it when `support.message` names it. */
export function ticketQueryOptions(id: string | null) {
  return queryOptions({
    queryKey: ['tickets', 'detail', id],
    queryFn: ({ signal }) => getTicket(id!, signal),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** Opening marks it read: the list and the unread badge follow. */
export function useTicket(id: string | null) {
  const queryClient = useQueryClient();
  const query = useQuery(ticketQueryOptions(id));
  const openedId = query.data?.id;
  useEffect(() => {
    if (!openedId) return;
    void queryClient.invalidateQueries({ queryKey: ['tickets', 'list'] });
    void queryClient.invalidateQueries({ queryKey: ['tickets', 'unread'] });
  }, [openedId, queryClient]);
  return query;
}

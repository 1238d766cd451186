import { queryOptions, useQuery } from '@tanstack/react-query';
import { TICKETS_UNREAD_API } from '@portal/contract';
import { call } from '../../../lib/api-client';
import { useSessionToken } from '../../../hooks/use-session';

/** GET /api/tickets/notification/unread-count → {count}. */
export function getUnreadCount(signal?: AbortSignal) {
  return call(TICKETS_UNREAD_API.unreadCount, { signal });
}

/** Key ['tickets', 'unread']: refreshed by the live `support.messages` event. */
export function unreadCountQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['tickets', 'unread', token],
    queryFn: ({ signal }) => getUnreadCount(signal),
    enabled: token !== null,
    staleTime: 60_000,
  });
}

export function useUnreadCount() {
  return useQuery(unreadCountQueryOptions(useSessionToken()));
}

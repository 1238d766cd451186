import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { REQUEST_LOG_API } from '@portal/contract';
import { call } from '../../../lib/api-client';
import { useSessionToken } from '../../../hooks/use-session';

export interface RequestLogQuery {
  /** '' for every call, else a code (401), a class (4xx) or 'rejected' */
  status: string;
  /** page index from 0 */
  skip: number;
  take: number;
}

/** GET /api-portal/partner-api/requests: the last 10,000 partner API calls, newest first. */
export function getRequestLog(q: RequestLogQuery, signal?: AbortSignal) {
  return call(REQUEST_LOG_API.list, {
    signal,
    query: { filter: q.status ? `status=${q.status}` : undefined, skip: q.skip, take: q.take, orderBy: 'time', sort: 'DESC' },
  });
}

export function requestLogQueryOptions(token: string | null, q: RequestLogQuery) {
  return queryOptions({
    queryKey: ['request-log', token, q],
    queryFn: ({ signal }) => getRequestLog(q, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useRequestLog(q: RequestLogQuery) {
  return useQuery(requestLogQueryOptions(useSessionToken(), q));
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { STATUS_API } from '@portal/contract';
import { call } from '../../../lib/api-client';
import { useSessionToken } from '../../../hooks/use-session';

/** GET /api-portal/auth/status: brand and switches; the partner's wlpId and brand with a session. */
export function getStatus(signal?: AbortSignal) {
  return call(STATUS_API.status, { signal });
}

export function statusQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['status', token],
    queryFn: ({ signal }) => getStatus(signal),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

export function useStatus() {
  return useQuery(statusQueryOptions(useSessionToken()));
}

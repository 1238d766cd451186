import { queryOptions, useQuery } from '@tanstack/react-query';
import { USER_API } from '@portal/contract';
import { call } from '../../../lib/api-client';
import { useSessionToken } from '../../../hooks/use-session';

/** GET /api-portal/user/me: the signed-in user with KYC tier and records. */
export function getMe(signal?: AbortSignal) {
  return call(USER_API.me, { signal });
}

export function meQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['user', 'me', token],
    queryFn: ({ signal }) => getMe(signal),
    enabled: token !== null,
  });
}

export function useMe(options: { enabled?: boolean } = {}) {
  const token = useSessionToken();
  return useQuery({ ...meQueryOptions(token), enabled: token !== null && options.enabled !== false });
}

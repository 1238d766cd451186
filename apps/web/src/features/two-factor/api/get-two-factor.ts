import { queryOptions, useQuery } from '@tanstack/react-query';
import { TWO_FACTOR_API } from '@portal/contract';
import { call } from '../../../lib/api-client';
import { useSessionToken } from '../../../hooks/use-session';

/** GET /api-portal/user/two-factor: on or off, since when, recovery codes left. */
export function getTwoFactor(signal?: AbortSignal) {
  return call(TWO_FACTOR_API.status, { signal });
}

export const twoFactorKey = (token: string | null) => ['two-factor', token] as const;

export function twoFactorQueryOptions(token: string | null) {
  return queryOptions({ queryKey: twoFactorKey(token), queryFn: ({ signal }) => getTwoFactor(signal), enabled: token !== null });
}

export function useTwoFactor() {
  return useQuery(twoFactorQueryOptions(useSessionToken()));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { SECRETS_API } from '@portal/contract';
import { call } from '../../../lib/api-client';
import { useSessionToken } from '../../../hooks/use-session';

/** GET /api-portal/user/secrets: the partner's API secrets, newest first, each secret masked. */
export function getSecrets(signal?: AbortSignal) {
  return call(SECRETS_API.list, { signal });
}

export const secretsKey = (token: string | null) => ['secrets', token] as const;

export function secretsQueryOptions(token: string | null) {
  return queryOptions({ queryKey: secretsKey(token), queryFn: ({ signal }) => getSecrets(signal), enabled: token !== null });
}

export function useSecrets() {
  return useQuery(secretsQueryOptions(useSessionToken()));
}

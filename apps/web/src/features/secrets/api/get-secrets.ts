import { queryOptions, useQuery } from '@tanstack/react-query';
import { SECRETS_API, secretList } from '@portal/contract';
import { api } from '../../../lib/api-client';
import { useSessionToken } from '../../../hooks/use-session';

/** GET /api-portal/user/secrets: the partner's API secrets, newest first, each secret masked. */
export function getSecrets(signal?: AbortSignal) {
  return api.get(SECRETS_API.list.path, { schema: secretList, signal });
}

export const secretsKey = (token: string | null) => ['secrets', token] as const;

export function secretsQueryOptions(token: string | null) {
  return queryOptions({ queryKey: secretsKey(token), queryFn: ({ signal }) => getSecrets(signal), enabled: token !== null });
}

export function useSecrets() {
  return useQuery(secretsQueryOptions(useSessionToken()));
}

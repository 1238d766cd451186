import { queryOptions, useQuery } from '@tanstack/react-query';
import { WEBHOOKS_API } from '@portal/contract';
import { call } from '../../../lib/api-client';
import { useSessionToken } from '../../../hooks/use-session';

/** GET /api-portal/webhook: the partner's webhooks with uuid, url and the secret masked. */
export function getWebhooks(signal?: AbortSignal) {
  return call(WEBHOOKS_API.list, { signal });
}

export function webhooksQueryOptions(token: string | null) {
  return queryOptions({ queryKey: ['webhooks', 'list', token], queryFn: ({ signal }) => getWebhooks(signal), enabled: token !== null });
}

export function useWebhooks() {
  return useQuery(webhooksQueryOptions(useSessionToken()));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { WEBHOOKS_API } from '@portal/contract';
import { call } from '../../../lib/api-client';
import { useSessionToken } from '../../../hooks/use-session';

/** GET /api-portal/webhook/{id}: one webhook (404 when it is not the partner's). */
export function getWebhook(id: string, signal?: AbortSignal) {
  return call(WEBHOOKS_API.get, { params: { id }, signal });
}

export function webhookQueryOptions(token: string | null, id: string) {
  return queryOptions({
    queryKey: ['webhooks', 'detail', id, token],
    queryFn: ({ signal }) => getWebhook(id, signal),
    enabled: token !== null,
  });
}

export function useWebhook(id: string) {
  return useQuery(webhookQueryOptions(useSessionToken(), id));
}

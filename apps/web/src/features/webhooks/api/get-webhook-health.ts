import { queryOptions, useQuery } from '@tanstack/react-query';
import { WEBHOOK_HEALTH_API } from '@portal/contract';
import { call } from '../../../lib/api-client';
import { useSessionToken } from '../../../hooks/use-session';

/** GET /api-portal/webhook/{id}/health: success rate, answer times and attempts by outcome (24 h, 7 days). */
export function getWebhookHealth(id: string, signal?: AbortSignal) {
  return call(WEBHOOK_HEALTH_API.get, { params: { id }, signal });
}

export function webhookHealthQueryOptions(token: string | null, id: string) {
  return queryOptions({
    queryKey: ['webhooks', 'health', id, token],
    queryFn: ({ signal }) => getWebhookHealth(id, signal),
    enabled: token !== null,
    staleTime: 30_000,
  });
}

export function useWebhookHealth(id: string) {
  return useQuery(webhookHealthQueryOptions(useSessionToken(), id));
}

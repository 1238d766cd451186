import { queryOptions, useQuery } from '@tanstack/react-query';
import { WEBHOOK_HEALTH_API } from '@portal/contract';
import { call } from '../../../lib/api-client';
import { useSessionToken } from '../../../hooks/use-session';

/** GET /api-portal/webhook/health: the badge and last 24 hours of every webhook, one call for the whole list. */
export function getWebhookHealthBadges(signal?: AbortSignal) {
  return call(WEBHOOK_HEALTH_API.badges, { signal });
}

export function webhookHealthBadgesQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['webhooks', 'health-badges', token],
    queryFn: ({ signal }) => getWebhookHealthBadges(signal),
    enabled: token !== null,
    staleTime: 30_000,
  });
}

export function useWebhookHealthBadges() {
  return useQuery(webhookHealthBadgesQueryOptions(useSessionToken()));
}

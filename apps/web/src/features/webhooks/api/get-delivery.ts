import { queryOptions, useQuery } from '@tanstack/react-query';
import { WEBHOOKS_API } from '@portal/contract';
import { call } from '../../../lib/api-client';
import { useSessionToken } from '../../../hooks/use-session';

/** GET /api-portal/webhook/{id}/deliveries/{deliveryId}: the body sent and every attempt. */
export function getDelivery(id: string, deliveryId: string, signal?: AbortSignal) {
  return call(WEBHOOKS_API.delivery, { params: { id, deliveryId }, signal });
}

export function deliveryQueryOptions(token: string | null, id: string, deliveryId: string | null) {
  return queryOptions({
    queryKey: ['webhooks', 'delivery', id, deliveryId, token],
    queryFn: ({ signal }) => getDelivery(id, deliveryId!, signal),
    enabled: token !== null && deliveryId !== null,
  });
}

export function useDelivery(id: string, deliveryId: string | null) {
  return useQuery(deliveryQueryOptions(useSessionToken(), id, deliveryId));
}

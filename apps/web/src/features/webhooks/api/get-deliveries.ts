import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { WEBHOOKS_API, buildFilter, type WebhookDeliveryStatus } from '@portal/contract';
import { call } from '../../../lib/api-client';
import { useSessionToken } from '../../../hooks/use-session';

export interface DeliveriesQuery {
  page: number;
  take: number;
  status?: WebhookDeliveryStatus;
  /** Event type and creation days (yyyy-MM-dd, UTC) */
  eventType?: string;
  from?: string;
  to?: string;
}

/** The filter parameter of a deliveries query. */
export const deliveriesFilter = (q: Omit<DeliveriesQuery, 'page' | 'take'>) =>
  buildFilter({ status: q.status, eventType: q.eventType, from: q.from, to: q.to }) || undefined;

/** GET /api-portal/webhook/{id}/deliveries: newest first, a page at a time, by status, event type and day. */
export function getDeliveries(id: string, q: DeliveriesQuery, signal?: AbortSignal) {
  return call(WEBHOOKS_API.deliveries, {
    params: { id },
    signal,
    query: { skip: q.page, take: q.take, filter: deliveriesFilter(q) },
  });
}

export function deliveriesQueryOptions(token: string | null, id: string, q: DeliveriesQuery) {
  return queryOptions({
    queryKey: ['webhooks', 'deliveries', id, q, token],
    queryFn: ({ signal }) => getDeliveries(id, q, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

export function useDeliveries(id: string, q: DeliveriesQuery) {
  return useQuery(deliveriesQueryOptions(useSessionToken(), id, q));
}

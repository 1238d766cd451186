import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONSOLE_TICKETS_API } from '@portal/contract';
import { callOperator } from '../lib/call-operator';

/** GET /api-operator/tickets/:id: a support ticket and its messages. */
export const getTicket = (id: string, signal?: AbortSignal) => callOperator(CONSOLE_TICKETS_API.thread, { params: { id }, signal });

export const ticketQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['console', 'ticket', id], queryFn: ({ signal }) => getTicket(id, signal) });

export const useTicket = (id: string) => useQuery(ticketQueryOptions(id));

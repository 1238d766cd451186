import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONSOLE_API } from '@portal/contract';
import { callOperator } from '../lib/call-operator';

/** GET /api-operator/partners/:id: company, members, keys, webhooks, invoices and tickets of one partner. */
export const getPartner = (id: string, signal?: AbortSignal) => callOperator(CONSOLE_API.partner, { params: { id }, signal });

export const partnerQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['console', 'partner', id], queryFn: ({ signal }) => getPartner(id, signal) });

export const usePartner = (id: string) => useQuery(partnerQueryOptions(id));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONSOLE_PARTNER_ADMIN_API } from '@portal/contract';
import { callOperator } from '../lib/call-operator';

/** GET /api-operator/partners/:id/activity: webhook endpoints with their health, API calls and events per day. */
export const getPartnerActivity = (id: string, signal?: AbortSignal) =>
  callOperator(CONSOLE_PARTNER_ADMIN_API.activity, { params: { id }, signal });

export const partnerActivityQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['console', 'partner', id, 'activity'], queryFn: ({ signal }) => getPartnerActivity(id, signal) });

export const usePartnerActivity = (id: string) => useQuery(partnerActivityQueryOptions(id));

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CONSOLE_API, CONSOLE_PARTNER_ADMIN_API, type ConsolePartnerCreateBody } from '@portal/contract';
import { callOperator } from '../lib/call-operator';

/** POST /api-operator/partners: a new partner as the command line makes it; the owner gets the password mail. */
export function useCreatePartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsolePartnerCreateBody) => callOperator(CONSOLE_PARTNER_ADMIN_API.create, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['console', 'partners'] }),
  });
}

/** PUT /api-operator/partners/:id/brand: the partner and its members move to another brand. */
export function useChangeBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (o: { id: string; agent: string }) =>
      callOperator(CONSOLE_API.partnerBrand, { params: { id: o.id }, body: { agent: o.agent } }),
    onSuccess: (detail) => {
      queryClient.setQueryData(['console', 'partner', detail.partner.id], detail);
      void queryClient.invalidateQueries({ queryKey: ['console', 'partners'] });
    },
  });
}

/** GET /api-operator/partners/:id/activity: webhook endpoints with their health, API calls and events per day. */
export const partnerActivityQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['console', 'partner', id, 'activity'],
    queryFn: ({ signal }) => callOperator(CONSOLE_PARTNER_ADMIN_API.activity, { params: { id }, signal }),
  });
export const usePartnerActivity = (id: string) => useQuery(partnerActivityQueryOptions(id));

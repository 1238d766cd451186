import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONSOLE_API, type PartnerBrandBody } from '@portal/contract';
import { callOperator } from '../lib/call-operator';

/** PUT /api-operator/partners/:id/brand: the partner and its members move to another brand. */
export const changePartnerBrand = (o: { id: string } & PartnerBrandBody) =>
  callOperator(CONSOLE_API.partnerBrand, { params: { id: o.id }, body: { agent: o.agent } });

export function useChangePartnerBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePartnerBrand,
    onSuccess: (detail) => {
      queryClient.setQueryData(['console', 'partner', detail.partner.id], detail);
      void queryClient.invalidateQueries({ queryKey: ['console', 'partners'] });
    },
  });
}

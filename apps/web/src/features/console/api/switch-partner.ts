import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONSOLE_API } from '@portal/contract';
import { callOperator } from '../lib/call-operator';

/** POST /api-operator/partners/:id/disable or /enable, with the reason; answers the partner's detail. */
export const switchPartner = (o: { id: string; disabled: boolean; reason: string }) =>
  callOperator(o.disabled ? CONSOLE_API.disablePartner : CONSOLE_API.enablePartner, { params: { id: o.id }, body: { reason: o.reason } });

export function useSwitchPartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchPartner,
    onSuccess: (detail) => {
      queryClient.setQueryData(['console', 'partner', detail.partner.id], detail);
      void queryClient.invalidateQueries({ queryKey: ['console', 'partners'] });
      void queryClient.invalidateQueries({ queryKey: ['console', 'audit'] });
    },
  });
}

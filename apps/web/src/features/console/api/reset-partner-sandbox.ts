import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONSOLE_API } from '@portal/contract';
import { callOperator } from '../lib/call-operator';

/** POST /api-operator/partners/:id/sandbox/reset {keys}: empties the partner's sandbox (step-up); answers what went. */
export const resetPartnerSandbox = (o: { id: string; keys: boolean }) =>
  callOperator(CONSOLE_API.resetPartnerSandbox, { params: { id: o.id }, body: { keys: o.keys } });

export function useResetPartnerSandbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPartnerSandbox,
    onSuccess: (_, o) => {
      void queryClient.invalidateQueries({ queryKey: ['console', 'partner', o.id] });
      void queryClient.invalidateQueries({ queryKey: ['console', 'audit'] });
    },
  });
}

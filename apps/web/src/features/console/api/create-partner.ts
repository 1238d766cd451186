import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONSOLE_PARTNER_ADMIN_API, type ConsolePartnerCreateBody } from '@portal/contract';
import { callOperator } from '../lib/call-operator';

/** POST /api-operator/partners: a new partner as the command line makes it; the owner gets the password mail. */
export const createPartner = (body: ConsolePartnerCreateBody) => callOperator(CONSOLE_PARTNER_ADMIN_API.create, { body });

export function useCreatePartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPartner,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['console', 'partners'] }),
  });
}

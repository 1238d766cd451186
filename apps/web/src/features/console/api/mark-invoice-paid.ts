import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONSOLE_CONTENT_API } from '@portal/contract';
import { callOperator } from '../lib/call-operator';

/** POST /api-operator/invoices/:number/paid */
export const markInvoicePaid = (number: string) => callOperator(CONSOLE_CONTENT_API.invoicePaid, { params: { number } });

export function useMarkInvoicePaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markInvoicePaid,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['console', 'invoices'] }),
  });
}

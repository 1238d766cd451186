import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONSOLE_CONTENT_API, type InvoiceIssueBody } from '@portal/contract';
import { callOperator } from '../lib/call-operator';

/** POST /api-operator/invoices: a new unpaid invoice. */
export const issueInvoice = (body: InvoiceIssueBody) => callOperator(CONSOLE_CONTENT_API.issueInvoice, { body });

export function useIssueInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueInvoice,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['console', 'invoices'] }),
  });
}

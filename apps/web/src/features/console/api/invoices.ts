import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CONSOLE_CONTENT_API, pathOf, type InvoiceIssueBody } from '@portal/contract';
import { callOperator } from '../lib/call-operator';
import { downloadOperatorFile } from '../lib/send-operator';
import type { ConsoleListQuery } from './get-partners';

/** GET /api-operator/invoices: one page of every invoice (or one partner's) with the exact count. */
export const getInvoices = (query: ConsoleListQuery, signal?: AbortSignal) =>
  callOperator(CONSOLE_CONTENT_API.invoices, { query: { ...query }, signal });

export const invoicesQueryOptions = (query: ConsoleListQuery) =>
  queryOptions({
    queryKey: ['console', 'invoices', query],
    queryFn: ({ signal }) => getInvoices(query, signal),
    placeholderData: keepPreviousData,
  });

export const useInvoices = (query: ConsoleListQuery) => useQuery(invoicesQueryOptions(query));

function useInvoiceMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['console', 'invoices'] }),
  });
}

/** POST /api-operator/invoices: a new unpaid invoice. */
export const useIssueInvoice = () =>
  useInvoiceMutation((body: InvoiceIssueBody) => callOperator(CONSOLE_CONTENT_API.issueInvoice, { body }));

/** POST /api-operator/invoices/:number/paid */
export const useMarkPaid = () =>
  useInvoiceMutation((number: string) => callOperator(CONSOLE_CONTENT_API.invoicePaid, { params: { number } }));

/** GET /api-operator/invoices/:number/pdf with the operator's token, handed to the browser as a download. */
export const downloadInvoice = (number: string) =>
  downloadOperatorFile(pathOf(CONSOLE_CONTENT_API.invoicePdf, { number }), `${number}.pdf`);

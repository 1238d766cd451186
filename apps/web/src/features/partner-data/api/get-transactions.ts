import { useQuery } from '@tanstack/react-query';
import { PARTNER_DATA_API, transactionList } from '@portal/contract';
import { api } from '../../../lib/api-client';
import { listQueryOptions, type ListApiQuery } from '../lib/list-request';

/** GET /api-portal/transactions: a page of the partner's transactions. */
export function getTransactions(query: ListApiQuery, signal?: AbortSignal) {
  return api.get(PARTNER_DATA_API.transactions.path, { query: { ...query }, schema: transactionList, signal });
}

export const transactionsQueryOptions = (query: ListApiQuery) =>
  listQueryOptions(PARTNER_DATA_API.transactions.path, query, getTransactions);

export const useTransactions = (query: ListApiQuery) => useQuery(transactionsQueryOptions(query));

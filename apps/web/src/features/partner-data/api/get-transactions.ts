import { useQuery } from '@tanstack/react-query';
import { PARTNER_DATA_API, pathOf } from '@portal/contract';
import { call } from '../../../lib/api-client';
import { listQueryOptions, type ListApiQuery } from '../lib/list-request';

/** GET /api-portal/transactions: a page of the partner's transactions. */
export function getTransactions(query: ListApiQuery, signal?: AbortSignal) {
  return call(PARTNER_DATA_API.transactions, { query: { ...query }, signal });
}

export const transactionsQueryOptions = (query: ListApiQuery) =>
  listQueryOptions(pathOf(PARTNER_DATA_API.transactions), query, getTransactions);

export const useTransactions = (query: ListApiQuery) => useQuery(transactionsQueryOptions(query));

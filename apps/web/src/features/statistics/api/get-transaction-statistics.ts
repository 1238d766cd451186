import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, statisticsAnswer } from '@portal/contract';
import { api } from '../../../lib/api-client';

/** GET /api-portal/statistics/transactions → {year: [12 monthly counts]}. */
export function getTransactionStatistics(signal?: AbortSignal) {
  return api.get(apiPath('statisticsTransactions'), { schema: statisticsAnswer, signal });
}

export function transactionStatisticsQueryOptions() {
  return queryOptions({
    queryKey: ['statistics', 'transactions'],
    queryFn: ({ signal }) => getTransactionStatistics(signal),
  });
}

export function useTransactionStatistics() {
  return useQuery(transactionStatisticsQueryOptions());
}

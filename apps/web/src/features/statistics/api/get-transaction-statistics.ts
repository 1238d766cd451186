import { queryOptions } from '@tanstack/react-query';
import { STATISTICS_API } from '@portal/contract';
import { call } from '../../../lib/api-client';

/** GET /api-portal/statistics/transactions → {year: [12 monthly counts]}. */
export function getTransactionStatistics(signal?: AbortSignal) {
  return call(STATISTICS_API.transactions, { signal });
}

export function transactionStatisticsQueryOptions() {
  return queryOptions({
    queryKey: ['statistics', 'transactions'],
    queryFn: ({ signal }) => getTransactionStatistics(signal),
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, statisticsAnswer } from '@portal/contract';
import { api } from '../../../lib/api-client';

/** GET /api-portal/statistics/accounts → {year: [12 monthly counts]}. */
export function getAccountStatistics(signal?: AbortSignal) {
  return api.get(apiPath('statisticsAccounts'), { schema: statisticsAnswer, signal });
}

export function accountStatisticsQueryOptions() {
  return queryOptions({
    queryKey: ['statistics', 'accounts'],
    queryFn: ({ signal }) => getAccountStatistics(signal),
  });
}

export function useAccountStatistics() {
  return useQuery(accountStatisticsQueryOptions());
}

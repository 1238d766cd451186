import { queryOptions } from '@tanstack/react-query';
import { STATISTICS_API } from '@portal/contract';
import { call } from '../../../lib/api-client';

/** GET /api-portal/statistics/accounts → {year: [12 monthly counts]}. */
export function getAccountStatistics(signal?: AbortSignal) {
  return call(STATISTICS_API.accounts, { signal });
}

export function accountStatisticsQueryOptions() {
  return queryOptions({
    queryKey: ['statistics', 'accounts'],
    queryFn: ({ signal }) => getAccountStatistics(signal),
  });
}

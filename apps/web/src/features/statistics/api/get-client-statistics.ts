import { queryOptions } from '@tanstack/react-query';
import { STATISTICS_API } from '@portal/contract';
import { call } from '../../../lib/api-client';

export type ClientStatisticsType = 'EXTERNAL_INDIVIDUAL' | 'EXTERNAL_BUSINESS';

/** GET /api-portal/statistics/clients/{type} → {year: [12 monthly counts]}. */
export function getClientStatistics(type: ClientStatisticsType, signal?: AbortSignal) {
  return call(STATISTICS_API.clients, { params: { type }, signal });
}

export function clientStatisticsQueryOptions(type: ClientStatisticsType) {
  return queryOptions({
    queryKey: ['statistics', 'clients', type],
    queryFn: ({ signal }) => getClientStatistics(type, signal),
  });
}

import { queryOptions } from '@tanstack/react-query';
import { STATISTICS_API } from '@portal/contract';
import { call } from '../../../lib/api-client';

/** GET /api-portal/statistics/cards → {year: [12 monthly counts]}. */
export function getCardStatistics(signal?: AbortSignal) {
  return call(STATISTICS_API.cards, { signal });
}

export function cardStatisticsQueryOptions() {
  return queryOptions({
    queryKey: ['statistics', 'cards'],
    queryFn: ({ signal }) => getCardStatistics(signal),
  });
}

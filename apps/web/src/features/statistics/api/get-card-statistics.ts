import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, statisticsAnswer } from '@portal/contract';
import { api } from '../../../lib/api-client';

/** GET /api-portal/statistics/cards → {year: [12 monthly counts]}. */
export function getCardStatistics(signal?: AbortSignal) {
  return api.get(apiPath('statisticsCards'), { schema: statisticsAnswer, signal });
}

export function cardStatisticsQueryOptions() {
  return queryOptions({
    queryKey: ['statistics', 'cards'],
    queryFn: ({ signal }) => getCardStatistics(signal),
  });
}

export function useCardStatistics() {
  return useQuery(cardStatisticsQueryOptions());
}

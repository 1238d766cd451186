import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CONSOLE_REVIEWS_API } from '@portal/contract';
import { callOperator } from '../lib/call-operator';
import type { ConsoleListQuery } from './get-partners';

/** GET /api-operator/reviews: one page of the verification queue, oldest first, with the exact count. */
export const getReviews = (query: ConsoleListQuery, signal?: AbortSignal) =>
  callOperator(CONSOLE_REVIEWS_API.list, { query: { ...query }, signal });

export const reviewsQueryOptions = (query: ConsoleListQuery) =>
  queryOptions({
    queryKey: ['console', 'reviews', query],
    queryFn: ({ signal }) => getReviews(query, signal),
    placeholderData: keepPreviousData,
  });

export const useReviews = (query: ConsoleListQuery) => useQuery(reviewsQueryOptions(query));

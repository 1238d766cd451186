import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONSOLE_REVIEWS_API } from '@portal/contract';
import { callOperator } from '../lib/call-operator';

/** GET /api-operator/reviews/:id: the applicant's record, address and documents. */
export const getReview = (id: string, signal?: AbortSignal) => callOperator(CONSOLE_REVIEWS_API.detail, { params: { id }, signal });

export const reviewQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['console', 'review', id], queryFn: ({ signal }) => getReview(id, signal) });

export const useReview = (id: string) => useQuery(reviewQueryOptions(id));

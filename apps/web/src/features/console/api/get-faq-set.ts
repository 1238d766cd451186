import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONSOLE_CONTENT_API } from '@portal/contract';
import { callOperator } from '../lib/call-operator';

export interface FaqSetKey {
  language: string;
  country: string | null;
}

/** GET /api-operator/faq: one set as stored. */
export const getFaqSet = (key: FaqSetKey, signal?: AbortSignal) =>
  callOperator(CONSOLE_CONTENT_API.faqSet, { query: { language: key.language, country: key.country ?? undefined }, signal });

export const faqSetQueryOptions = (key: FaqSetKey) =>
  queryOptions({ queryKey: ['console', 'faq', 'set', key.language, key.country], queryFn: ({ signal }) => getFaqSet(key, signal) });

export const useFaqSet = (key: FaqSetKey) => useQuery(faqSetQueryOptions(key));

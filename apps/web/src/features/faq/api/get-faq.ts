import { queryOptions, useQuery } from '@tanstack/react-query';
import { FAQ_API } from '@portal/contract';
import { call } from '../../../lib/api-client';

/** GET /api/faq/list/{language}[/{country}]: categories with questions and HTML answers. */
export function getFaq(language: string, country: string | null, signal?: AbortSignal) {
  return country
    ? call(FAQ_API.listByCountry, { params: { language, country }, signal })
    : call(FAQ_API.list, { params: { language }, signal });
}

export function faqQueryOptions(language: string, country: string | null) {
  return queryOptions({
    queryKey: ['faq', language, country],
    queryFn: ({ signal }) => getFaq(language, country, signal),
    staleTime: 5 * 60_000,
  });
}

export function useFaq(language: string, country: string | null) {
  return useQuery(faqQueryOptions(language, country));
}

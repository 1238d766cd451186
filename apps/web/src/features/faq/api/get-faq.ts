import { queryOptions, useQuery } from '@tanstack/react-query';
import { faqList, supportPath } from '@portal/contract';
import { api } from '../../../lib/api-client';

/** GET /api/faq/list/{language}[/{country}]: categories with questions and HTML answers. */
export function getFaq(language: string, country: string | null, signal?: AbortSignal) {
  const path = country ? supportPath('faqByCountry', { language, country }) : supportPath('faq', { language });
  return api.get(path, { schema: faqList, signal });
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

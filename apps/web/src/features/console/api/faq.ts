import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CONSOLE_CONTENT_API, type ConsoleFaqSet } from '@portal/contract';
import { callOperator } from '../lib/call-operator';

export interface FaqSetKey {
  language: string;
  country: string | null;
}

/** GET /api-operator/faq/sets: the stored sets and their sizes. */
export const useFaqSets = () =>
  useQuery({ queryKey: ['console', 'faq', 'sets'], queryFn: ({ signal }) => callOperator(CONSOLE_CONTENT_API.faqSets, { signal }) });

export const faqSetQueryOptions = (key: FaqSetKey) =>
  queryOptions({
    queryKey: ['console', 'faq', 'set', key.language, key.country],
    queryFn: ({ signal }) =>
      callOperator(CONSOLE_CONTENT_API.faqSet, { query: { language: key.language, country: key.country ?? undefined }, signal }),
  });

/** GET /api-operator/faq: one set as stored. */
export const useFaqSet = (key: FaqSetKey) => useQuery(faqSetQueryOptions(key));

/** PUT /api-operator/faq: replaces the set. */
export function useSaveFaqSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsoleFaqSet) => callOperator(CONSOLE_CONTENT_API.saveFaqSet, { body }),
    onSuccess: (set) => {
      queryClient.setQueryData(faqSetQueryOptions(set).queryKey, set);
      void queryClient.invalidateQueries({ queryKey: ['console', 'faq', 'sets'] });
    },
  });
}

/** POST /api-operator/faq/preview: an answer as partners will see it. */
export const usePreviewAnswer = () =>
  useMutation({ mutationFn: (answer: string) => callOperator(CONSOLE_CONTENT_API.faqPreview, { body: { answer } }) });

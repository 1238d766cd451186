import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONSOLE_CONTENT_API, type ConsoleFaqSet } from '@portal/contract';
import { callOperator } from '../lib/call-operator';
import { faqSetQueryOptions } from './get-faq-set';

/** PUT /api-operator/faq: replaces the set. */
export const saveFaqSet = (body: ConsoleFaqSet) => callOperator(CONSOLE_CONTENT_API.saveFaqSet, { body });

export function useSaveFaqSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFaqSet,
    onSuccess: (set) => {
      queryClient.setQueryData(faqSetQueryOptions(set).queryKey, set);
      void queryClient.invalidateQueries({ queryKey: ['console', 'faq', 'sets'] });
    },
  });
}

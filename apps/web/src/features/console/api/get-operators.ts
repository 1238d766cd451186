import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CONSOLE_OPERATORS_API as API } from '@portal/contract';
import { callOperator } from '../lib/call-operator';
import type { ConsoleListQuery } from './get-partners';

/** The operators' query key: a change to an operator refreshes every page of the list. */
export const OPERATORS_KEY = ['console', 'operators'] as const;

/** GET /api-operator/operators: one page of the operators with the exact count (Administrators). */
export const getOperators = (query: ConsoleListQuery, signal?: AbortSignal) => callOperator(API.list, { query: { ...query }, signal });

export const operatorsQueryOptions = (query: ConsoleListQuery) =>
  queryOptions({
    queryKey: [...OPERATORS_KEY, query],
    queryFn: ({ signal }) => getOperators(query, signal),
    placeholderData: keepPreviousData,
  });

export const useOperators = (query: ConsoleListQuery) => useQuery(operatorsQueryOptions(query));

/** A change to operators: every page of the list and the operator audit show it. */
export function useOperatorMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: OPERATORS_KEY });
      void queryClient.invalidateQueries({ queryKey: ['console', 'audit'] });
    },
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONSOLE_API } from '@portal/contract';
import { callOperator } from '../lib/call-operator';

/** GET /api-operator/auth/me: the signed-in operator, its role and permissions (the menu follows them). */
export const getOperator = (signal?: AbortSignal) => callOperator(CONSOLE_API.me, { signal });

export const operatorQueryOptions = (token: string | null) =>
  queryOptions({ queryKey: ['console', 'me', token], queryFn: ({ signal }) => getOperator(signal), enabled: token != null });

export const useOperator = (token: string | null) => useQuery(operatorQueryOptions(token));

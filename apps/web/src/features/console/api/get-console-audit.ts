import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CONSOLE_API } from '@portal/contract';
import { callOperator } from '../lib/call-operator';
import type { ConsoleListQuery } from './get-partners';

/** GET /api-operator/audit: one page of every operator action with the exact count. */
export const getConsoleAudit = (query: ConsoleListQuery, signal?: AbortSignal) =>
  callOperator(CONSOLE_API.audit, { query: { ...query }, signal });

export const consoleAuditQueryOptions = (query: ConsoleListQuery) =>
  queryOptions({
    queryKey: ['console', 'audit', query],
    queryFn: ({ signal }) => getConsoleAudit(query, signal),
    placeholderData: keepPreviousData,
  });

export const useConsoleAudit = (query: ConsoleListQuery) => useQuery(consoleAuditQueryOptions(query));

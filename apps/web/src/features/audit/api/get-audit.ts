import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AUDIT_API } from '@portal/contract';
import { call } from '../../../lib/api-client';

export interface AuditQuery {
  filter?: string;
  orderBy: string;
  sort: 'ASC' | 'DESC';
  skip: number;
  take: number;
}

/** GET /api-portal/audit: one page of the partner's audit log with the exact count. */
export function getAudit(query: AuditQuery, signal?: AbortSignal) {
  return call(AUDIT_API.list, { query: { ...query }, signal });
}

export const auditQueryOptions = (query: AuditQuery) =>
  queryOptions({ queryKey: ['audit', query], queryFn: ({ signal }) => getAudit(query, signal), placeholderData: keepPreviousData });

export const useAudit = (query: AuditQuery) => useQuery(auditQueryOptions(query));

import { useQuery } from '@tanstack/react-query';
import { PARTNER_DATA_API, pathOf } from '@portal/contract';
import { call } from '../../../lib/api-client';
import { listQueryOptions, type ListApiQuery } from '../lib/list-request';

/** GET /api-portal/clients: a page of the partner's clients with the exact count. */
export function getClients(query: ListApiQuery, signal?: AbortSignal) {
  return call(PARTNER_DATA_API.clients, { query: { ...query }, signal });
}

export const clientsQueryOptions = (query: ListApiQuery) => listQueryOptions(pathOf(PARTNER_DATA_API.clients), query, getClients);

export const useClients = (query: ListApiQuery) => useQuery(clientsQueryOptions(query));

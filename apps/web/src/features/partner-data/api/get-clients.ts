import { useQuery } from '@tanstack/react-query';
import { PARTNER_DATA_API, clientList } from '@portal/contract';
import { api } from '../../../lib/api-client';
import { listQueryOptions, type ListApiQuery } from '../lib/list-request';

/** GET /api-portal/clients: a page of the partner's clients with the exact count. */
export function getClients(query: ListApiQuery, signal?: AbortSignal) {
  return api.get(PARTNER_DATA_API.clients.path, { query: { ...query }, schema: clientList, signal });
}

export const clientsQueryOptions = (query: ListApiQuery) => listQueryOptions(PARTNER_DATA_API.clients.path, query, getClients);

export const useClients = (query: ListApiQuery) => useQuery(clientsQueryOptions(query));

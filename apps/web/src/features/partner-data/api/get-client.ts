import { useQuery } from '@tanstack/react-query';
import { client } from '@portal/contract';
import { api } from '../../../lib/api-client';
import { detailQueryOptions } from '../lib/list-request';
import { clientPath } from '../lib/paths';

/** GET /api-portal/clients/{id}: one client of the partner (404 otherwise). */
export function getClient(id: string, signal?: AbortSignal) {
  return api.get(clientPath(id), { schema: client, signal });
}

export const clientQueryOptions = (id: string) => detailQueryOptions(clientPath(id), (signal) => getClient(id, signal));

export const useClient = (id: string) => useQuery(clientQueryOptions(id));

import { useQuery } from '@tanstack/react-query';
import { PARTNER_DATA_API, pathOf } from '@portal/contract';
import { call } from '../../../lib/api-client';
import { detailQueryOptions } from '../lib/list-request';

/** GET /api-portal/clients/{id}: one client of the partner (404 otherwise). */
export function getClient(id: string, signal?: AbortSignal) {
  return call(PARTNER_DATA_API.client, { params: { id }, signal });
}

export const clientQueryOptions = (id: string) =>
  detailQueryOptions(pathOf(PARTNER_DATA_API.client, { id }), (signal) => getClient(id, signal));

export const useClient = (id: string) => useQuery(clientQueryOptions(id));

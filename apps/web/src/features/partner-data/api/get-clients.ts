import { PARTNER_DATA_API } from '@portal/contract';
import { call } from '../../../lib/api-client';
import type { ListApiQuery } from '../lib/list-request';

/** GET /api-portal/clients: a page of the partner's clients with the exact count. */
export function getClients(query: ListApiQuery, signal?: AbortSignal) {
  return call(PARTNER_DATA_API.clients, { query: { ...query }, signal });
}

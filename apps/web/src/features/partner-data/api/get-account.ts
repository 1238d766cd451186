import { useQuery } from '@tanstack/react-query';
import { PARTNER_DATA_API, pathOf } from '@portal/contract';
import { call } from '../../../lib/api-client';
import { detailQueryOptions } from '../lib/list-request';

/** GET /api-portal/accounts/{id}: one account with its bank details. */
export function getAccount(id: string, signal?: AbortSignal) {
  return call(PARTNER_DATA_API.account, { params: { id }, signal });
}

export const accountQueryOptions = (id: string) =>
  detailQueryOptions(pathOf(PARTNER_DATA_API.account, { id }), (signal) => getAccount(id, signal));

export const useAccount = (id: string) => useQuery(accountQueryOptions(id));

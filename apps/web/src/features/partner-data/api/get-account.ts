import { useQuery } from '@tanstack/react-query';
import { account } from '@portal/contract';
import { api } from '../../../lib/api-client';
import { detailQueryOptions } from '../lib/list-request';
import { accountPath } from '../lib/paths';

/** GET /api-portal/accounts/{id}: one account with its bank details. */
export function getAccount(id: string, signal?: AbortSignal) {
  return api.get(accountPath(id), { schema: account, signal });
}

export const accountQueryOptions = (id: string) => detailQueryOptions(accountPath(id), (signal) => getAccount(id, signal));

export const useAccount = (id: string) => useQuery(accountQueryOptions(id));

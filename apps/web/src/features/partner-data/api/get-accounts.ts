import { useQuery } from '@tanstack/react-query';
import { accountList } from '@portal/contract';
import { api } from '../../../lib/api-client';
import { listQueryOptions, type ListApiQuery } from '../lib/list-request';
import { accountsPath } from '../lib/paths';

/** GET /api-portal/accounts/list/{type}: a page of the partner's accounts of one type (the screens use BANK). */
export function getAccounts(query: ListApiQuery, signal?: AbortSignal) {
  return api.get(accountsPath(), { query: { ...query }, schema: accountList, signal });
}

export const accountsQueryOptions = (query: ListApiQuery) => listQueryOptions(accountsPath(), query, getAccounts);

export const useAccounts = (query: ListApiQuery) => useQuery(accountsQueryOptions(query));

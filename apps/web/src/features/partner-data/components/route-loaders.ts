import type { LoaderFunctionArgs } from 'react-router';
import type { ListUrlConfig } from '../../../lib/list-state';
import { apiQuery, readListState } from '../../../lib/list-state';
import { queryClient } from '../../../lib/query-client';
import { sessionStore } from '../../../lib/session';
import { accountQueryOptions } from '../api/get-account';
import { cardQueryOptions } from '../api/get-card';
import { clientQueryOptions } from '../api/get-client';
import { listQueryOptions } from '../lib/list-request';
import type { ScreenId } from './screens';
import { SUB_TABLE_PREFIX, subTableConfig } from './sub-table';
import { ACCOUNTS, CARDS, CLIENTS_BUSINESS, CLIENTS_INDIVIDUAL, INVOICES, TRANSACTIONS, urlConfig, type TableConfig } from './tables';

/*
 * Route loaders of the partner's data screens. The router runs a route's loader as soon as it has the route's module;
 * on a first visit that is while the app still waits for the status and the session check. Each loader asks for what
 * its screen will ask first, with the screen's own queryOptions and the list state read from the address as the
 * screen reads it, so the screen finds the answers under its queries instead of asking after the check and its
 * renders (as the dashboard's statistics, routes/dashboard.tsx). Signed out, the guard sends the visitor to /auth.
 */

/** Asks for the page of `table` that the address names. */
function prefetchPage<T>(table: TableConfig<T>, config: ListUrlConfig, url: string, fixed: Record<string, string> = {}) {
  const state = readListState(new URL(url).searchParams, config);
  void queryClient.prefetchQuery(listQueryOptions(table.path, apiQuery(state, { ...table.fixed, ...fixed }), table.fetch));
}

function listLoader<T>(table: TableConfig<T>) {
  const config = urlConfig(table);
  return ({ request }: LoaderFunctionArgs) => {
    if (sessionStore.token()) prefetchPage(table, config, request.url);
    return null;
  };
}

export const SCREEN_LOADERS: Record<ScreenId, ReturnType<typeof listLoader>> = {
  clientsIndividual: listLoader(CLIENTS_INDIVIDUAL),
  clientsBusiness: listLoader(CLIENTS_BUSINESS),
  accounts: listLoader(ACCOUNTS),
  cards: listLoader(CARDS),
  transactions: listLoader(TRANSACTIONS),
  invoices: listLoader(INVOICES),
};

const clientAccounts = subTableConfig(ACCOUNTS, SUB_TABLE_PREFIX.accounts);
const clientCards = subTableConfig(CARDS, SUB_TABLE_PREFIX.cards);
const walletTransactions = subTableConfig(TRANSACTIONS, SUB_TABLE_PREFIX.transactions);

/** /client/{clientId}: the client, and the pages of its accounts and cards (before the client's answer, not after). */
export function clientDetailLoader({ request, params }: LoaderFunctionArgs) {
  const clientId = params.clientId;
  if (!sessionStore.token() || !clientId) return null;
  void queryClient.prefetchQuery(clientQueryOptions(clientId));
  prefetchPage(ACCOUNTS, clientAccounts, request.url, { clientId });
  prefetchPage(CARDS, clientCards, request.url, { clientId });
  return null;
}

/** /account/{walletId} and /card/{walletId}: the wallet and the page of its transactions. */
const walletLoader =
  (prefetchWallet: (walletId: string) => void) =>
  ({ request, params }: LoaderFunctionArgs) => {
    const walletId = params.walletId;
    if (!sessionStore.token() || !walletId) return null;
    prefetchWallet(walletId);
    prefetchPage(TRANSACTIONS, walletTransactions, request.url, { walletId });
    return null;
  };

export const accountDetailLoader = walletLoader((id) => void queryClient.prefetchQuery(accountQueryOptions(id)));
export const cardDetailLoader = walletLoader((id) => void queryClient.prefetchQuery(cardQueryOptions(id)));

import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../../../lib/query-client';
import { apiQuery, readListState } from '../../../lib/list-state';
import { sessionStore } from '../../../lib/session';
import { listQueryOptions } from '../lib/list-request';
import { ListScreen } from './list-screen';
import { ACCOUNTS, CARDS, CLIENTS_BUSINESS, CLIENTS_INDIVIDUAL, INVOICES, TRANSACTIONS, urlConfig, type TableConfig } from './tables';

/** The six list screens of partner-portal §2: a table configuration, a title and an empty-table text each. */
export const SCREENS = {
  clientsIndividual: () => <ListScreen table={CLIENTS_INDIVIDUAL} titleKey="screens.clientsIndividual" emptyKey="empty.clients" />,
  clientsBusiness: () => <ListScreen table={CLIENTS_BUSINESS} titleKey="screens.clientsBusiness" emptyKey="empty.clients" />,
  accounts: () => <ListScreen table={ACCOUNTS} titleKey="screens.accounts" emptyKey="empty.accounts" />,
  cards: () => <ListScreen table={CARDS} titleKey="screens.cards" emptyKey="empty.cards" />,
  transactions: () => <ListScreen table={TRANSACTIONS} titleKey="screens.transactions" emptyKey="empty.transactions" />,
  invoices: () => <ListScreen table={INVOICES} titleKey="screens.invoices" emptyKey="empty.invoices" />,
} as const;
export type ScreenId = keyof typeof SCREENS;

/**
 * The route loader of a list screen: the page its address names (filters, sort, page, size, read as the screen reads
 * them) is asked for as soon as the router has the screen's module, as the dashboard's statistics are. On a first
 * visit that is while the app still waits for the status and the session check, not after them and two renders.
 */
function listLoader<T>(table: TableConfig<T>) {
  const config = urlConfig(table);
  return ({ request }: LoaderFunctionArgs) => {
    if (!sessionStore.token()) return null;
    const state = readListState(new URL(request.url).searchParams, config);
    void queryClient.prefetchQuery(listQueryOptions(table.path, apiQuery(state, table.fixed), table.fetch));
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

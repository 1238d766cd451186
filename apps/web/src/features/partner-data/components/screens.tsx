import { ListScreen } from './list-screen';
import { ACCOUNTS, CARDS, CLIENTS_BUSINESS, CLIENTS_INDIVIDUAL, INVOICES, TRANSACTIONS } from './tables';

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

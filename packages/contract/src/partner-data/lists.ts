import type { ListDescriptor } from '../common/list';
import { PAGE_SIZE } from '../common/constants';

/** Filters, sort columns and defaults of each list screen (spec 000 §2, §9). */
export const LISTS = {
  clients: {
    filters: { email: 'text', clientId: 'exact', firstName: 'text', lastName: 'text', companyName: 'text', companyRegNumber: 'text', type: 'exact' },
    orderBy: ['createdDate', 'email', 'firstName', 'lastName', 'companyName'],
    defaultOrderBy: 'createdDate',
    defaultSort: 'DESC',
    defaultTake: PAGE_SIZE.clients,
  },
  accounts: {
    filters: { walletId: 'exact', integration: 'exact', clientId: 'exact', status: 'exact' },
    orderBy: ['balance', 'createdDate', 'status'],
    defaultOrderBy: 'balance',
    defaultSort: 'DESC',
    defaultTake: PAGE_SIZE.accounts,
  },
  cards: {
    filters: { walletId: 'exact', integration: 'exact', clientId: 'exact', status: 'exact' },
    orderBy: ['balance', 'creationDate', 'status'],
    defaultOrderBy: 'balance',
    defaultSort: 'DESC',
    defaultTake: PAGE_SIZE.cards,
  },
  transactions: {
    filters: { walletId: 'exact', clientId: 'exact', firstName: 'text', lastName: 'text' },
    orderBy: ['date', 'amountOrigCcy'],
    defaultOrderBy: 'date',
    defaultSort: 'DESC',
    defaultTake: PAGE_SIZE.transactions,
  },
  invoices: {
    filters: {},
    orderBy: ['payBefore', 'number', 'amount'],
    defaultOrderBy: 'payBefore',
    defaultSort: 'DESC',
    defaultTake: PAGE_SIZE.invoices,
  },
} as const satisfies Record<string, ListDescriptor>;
export type ListName = keyof typeof LISTS;

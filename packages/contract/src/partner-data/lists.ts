import { parseFilter, type ListDescriptor } from '../common/list';
import { PAGE_SIZE } from '../common/constants';
import { CLIENT_TYPES, type ClientType } from './entities';

const clientList = {
  csv: ['clientId', 'type', 'email', 'firstName', 'lastName', 'companyName', 'companyRegNumber', 'createdDate'],
  orderBy: ['createdDate', 'email'],
  defaultOrderBy: 'createdDate',
  defaultSort: 'DESC',
  defaultTake: PAGE_SIZE.clients,
} as const;

/** Accounts and cards: the same filters and sorts (partner-portal §2, §9). */
const walletList = {
  filters: { walletId: 'exact', integration: 'exact', clientId: 'exact', status: 'exact' },
  orderBy: ['balance', 'walletId'],
  defaultOrderBy: 'balance',
  defaultSort: 'DESC',
} as const;

/**
 * Filters, sort columns, defaults and CSV columns of each list screen (partner-portal §2, §9): the server's
 * parsing, its SQL map (`ListSpec`), the export, the OpenAPI description and the web table all follow these.
 *
 * Clients: one call, `GET /api-portal/clients`, serves both client screens. The `type` filter
 * (EXTERNAL_INDIVIDUAL or EXTERNAL_BUSINESS) scopes it, and the type decides which other fields are
 * accepted: exactly the fields of that screen's table. Without `type` only the fields both screens
 * share (email, clientId) are accepted. See `clientsListFor`.
 */
export const LISTS = {
  clients: { filters: { type: 'exact', email: 'text', clientId: 'exact' }, ...clientList },
  clientsIndividual: {
    filters: { type: 'exact', email: 'text', clientId: 'exact', firstName: 'text', lastName: 'text' },
    ...clientList,
  },
  clientsBusiness: {
    filters: { type: 'exact', email: 'text', clientId: 'exact', companyName: 'text', companyRegNumber: 'text' },
    ...clientList,
  },
  accounts: {
    ...walletList,
    defaultTake: PAGE_SIZE.accounts,
    csv: [
      'walletId',
      'integration',
      'clientId',
      'type',
      'label',
      'currency',
      'balance',
      'balanceOnHold',
      'balanceFrozen',
      'status',
      'createdDate',
      'iban',
      'swift',
      'bankName',
      'bankAddress',
      'recipient',
    ],
  },
  cards: {
    ...walletList,
    defaultTake: PAGE_SIZE.cards,
    csv: [
      'walletId',
      'integration',
      'clientId',
      'cardholder',
      'cardNumberMask',
      'virtual',
      'currency',
      'balance',
      'balanceOnHold',
      'balanceFrozen',
      'availableAmount',
      'lockedAmount',
      'status',
      'expirationDate',
      'creationDate',
    ],
  },
  transactions: {
    filters: { walletId: 'exact', clientId: 'exact', firstName: 'text', lastName: 'text' },
    orderBy: ['date', 'amountOrigCcy'],
    defaultOrderBy: 'date',
    defaultSort: 'DESC',
    defaultTake: PAGE_SIZE.transactions,
    csv: ['transactionNumber', 'transactionType', 'origCcy', 'amountOrigCcy', 'details', 'date', 'walletId', 'clientId'],
  },
  invoices: {
    filters: {},
    orderBy: ['payBefore', 'number', 'amount'],
    defaultOrderBy: 'payBefore',
    defaultSort: 'DESC',
    defaultTake: PAGE_SIZE.invoices,
    csv: ['number', 'amount', 'currency', 'paybefore', 'paid'],
  },
} as const satisfies Record<string, ListDescriptor>;
export type ListName = keyof typeof LISTS;

export const CLIENT_LIST_BY_TYPE = {
  EXTERNAL_INDIVIDUAL: 'clientsIndividual',
  EXTERNAL_BUSINESS: 'clientsBusiness',
} as const satisfies Record<ClientType, ListName>;

/**
 * The descriptor that applies to a clients query: by its `type` filter value. An unknown type
 * answers `clients` (the shared fields); the type value itself is then refused by the server.
 */
export function clientsListFor(filter: string | undefined): 'clients' | 'clientsIndividual' | 'clientsBusiness' {
  const type = parseFilter(filter).find(([k]) => k === 'type')?.[1];
  return (CLIENT_TYPES as readonly string[]).includes(type ?? '') ? CLIENT_LIST_BY_TYPE[type as ClientType] : 'clients';
}

/** CSV export of a list: the same call with `format=csv` (filter, orderBy and sort apply; skip and take do not). */
export const EXPORT_FORMATS = ['json', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

import type { ListDescriptor } from './common/list';
import { PAGE_SIZE } from './common/constants';

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
 * Filters, sort columns, defaults and CSV columns of every list (partner-portal §2, §9; customer-portal §4; the
 * portal's logs and the console's lists): the server's parsing, its SQL map (`ListSpec`), the export, the OpenAPI
 * description and the web table all follow these.
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
  requestLog: {
    filters: { status: 'exact' },
    orderBy: ['time'],
    defaultOrderBy: 'time',
    defaultSort: 'DESC',
    defaultTake: 25,
  },
  /** The audit list: newest first; filters by actor kind, the actor's e-mail, action and a date range (UTC days, inclusive). */
  audit: {
    filters: { actor: 'exact', actorEmail: 'text', action: 'exact', from: 'exact', to: 'exact' },
    orderBy: ['time'],
    defaultOrderBy: 'time',
    defaultSort: 'DESC',
    defaultTake: 25,
    csv: ['id', 'time', 'actor', 'actorId', 'actorEmail', 'ip', 'userAgent', 'action', 'target', 'changes', 'requestId'],
  },
  /**
   * The deliveries list: newest first; filters by status, event type, event id and creation day
   * (`from`, `to`: yyyy-MM-dd in UTC, both inclusive); `format=csv` exports it.
   */
  webhookDeliveries: {
    filters: { status: 'exact', eventType: 'exact', eventId: 'exact', from: 'exact', to: 'exact' },
    orderBy: ['createdDate'],
    defaultOrderBy: 'createdDate',
    defaultSort: 'DESC',
    defaultTake: 10,
    csv: [
      'id',
      'createdDate',
      'eventType',
      'eventId',
      'status',
      'attempts',
      'lastAttemptDate',
      'lastStatusCode',
      'nextAttemptDate',
      'requestId',
    ],
  },
  /** The inbox list (customer-portal §4): the search filters by title; default createdDate DESC, 10 a page. */
  tickets: {
    filters: { title: 'text' },
    orderBy: ['createdDate', 'title'],
    defaultOrderBy: 'createdDate',
    defaultSort: 'DESC',
    defaultTake: PAGE_SIZE.tickets,
  },
  /** The partners list: search by company or e-mail (`q`), filter by brand, verification and enabled. */
  consolePartners: {
    filters: { q: 'text', agent: 'exact', verification: 'exact', enabled: 'exact' },
    orderBy: ['created', 'company'],
    defaultOrderBy: 'created',
    defaultSort: 'DESC',
    defaultTake: 25,
  },
  /** Every operator action: filter by the operator's e-mail, the partner (company or wlpId), the action and a date range. */
  consoleAudit: {
    filters: { operator: 'text', partner: 'text', action: 'exact', from: 'exact', to: 'exact' },
    orderBy: ['time'],
    defaultOrderBy: 'time',
    defaultSort: 'DESC',
    defaultTake: 25,
  },
  /** The support queue: waiting for the bank first, then for the partner, then solved; each the oldest wait first. */
  consoleTickets: {
    filters: { q: 'text', state: 'exact' },
    orderBy: ['queue', 'created'],
    defaultOrderBy: 'queue',
    defaultSort: 'ASC',
    defaultTake: 25,
  },
  /** Verification reviews: the companies whose current KYC record is PENDING, oldest first. */
  consoleReviews: {
    filters: { q: 'text', agent: 'exact' },
    orderBy: ['submitted', 'company'],
    defaultOrderBy: 'submitted',
    defaultSort: 'ASC',
    defaultTake: 25,
  },
  /** Every invoice: filter by partner (id, or company / wlpId text), brand, paid; sort by issue date, pay-before, number, amount. */
  consoleInvoices: {
    filters: { partnerId: 'exact', q: 'text', agent: 'exact', paid: 'exact' },
    orderBy: ['created', 'payBefore', 'number', 'amount'],
    defaultOrderBy: 'created',
    defaultSort: 'DESC',
    defaultTake: 25,
  },
  /** The operators list: search by e-mail (`q`), filter by role and state; by e-mail or newest first. */
  consoleOperators: {
    filters: { q: 'text', role: 'exact', state: 'exact' },
    orderBy: ['email', 'created'],
    defaultOrderBy: 'email',
    defaultSort: 'ASC',
    defaultTake: 25,
  },
} as const satisfies Record<string, ListDescriptor>;
export type ListName = keyof typeof LISTS;

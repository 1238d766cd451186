import type { TFunction } from 'i18next';
import { Text } from '@mantine/core';
import {
  ACCOUNT_FILTER_STATUSES,
  CARD_FILTER_STATUSES,
  LISTS,
  PAGE_SIZE_CHOICES,
  INVOICES_API,
  PARTNER_DATA_API,
  SCREEN_ACCOUNT_TYPE,
  pathOf,
  type Account,
  type Card,
  type Client,
  type Invoice,
  type ListAnswer,
  type ListName,
  type Transaction,
} from '@portal/contract';
import type { DataColumn } from '../../../components/ui/data-table';
import { formatDate, formatMoney } from '../../../lib/format';
import { getAccounts } from '../api/get-accounts';
import { getCards } from '../api/get-cards';
import { getClients } from '../api/get-clients';
import { getInvoices } from '../api/get-invoices';
import { getTransactions } from '../api/get-transactions';
import { RowActions, type RowAction } from './row-actions';
import { StatusText } from './status-text';
import { InvoiceDownloadButton } from './invoice-download-button';
import type { ListApiQuery } from '../lib/list-request';
import { descriptorFilters, listUrlConfig, type FilterField, type ListUrlConfig } from '../../../lib/list-state';
import { DETAIL_ROUTES } from '../lib/paths';
import type { WalletRow } from '../lib/wallet';

export interface ColumnContext {
  t: TFunction<'data'>;
  language: string;
}

/** Everything one table needs: its call, columns, filters, sort and page sizes. No copy per screen. */
export interface TableConfig<T> {
  /** the descriptor in LISTS: sort columns and defaults */
  list: ListName;
  path: string;
  fetch: (q: ListApiQuery, signal: AbortSignal) => Promise<ListAnswer<T>>;
  columns: (c: ColumnContext) => DataColumn<T>[];
  rowKey: (row: T, index: number) => string;
  /**
   * The filter fields come from the descriptor (in its order); the screen only names their labels
   * (data-namespace keys; `filters.<name>` unless given here) and which fields are selects.
   */
  filterLabels?: Readonly<Record<string, string>>;
  /** select filters: the options offered and the data-namespace prefix of their labels */
  selects?: Readonly<Record<string, { options: readonly string[]; labels: string }>>;
  /** filter values the screen always sends (clients: the type); not shown as fields */
  fixed?: Record<string, string>;
  pageSizes?: readonly number[];
  exportName: string;
  /** the table scrolls sideways below this width */
  minWidth: number;
  /** tighter cells for a table with many columns */
  dense?: boolean;
}

const mono = (v: string) => (
  <Text component="span" ff="monospace" size="sm" style={{ whiteSpace: 'nowrap' }}>
    {v}
  </Text>
);
const amount = (c: ColumnContext, value: string, currency: string) => (
  <Text component="span" size="sm" style={{ whiteSpace: 'nowrap' }}>
    {formatMoney(value, currency, c.language)}
  </Text>
);

const link = {
  client: (c: ColumnContext, id: string): RowAction => ({
    kind: 'client',
    to: DETAIL_ROUTES.client(id),
    label: c.t('actions.viewClient', { id }),
  }),
  account: (c: ColumnContext, id: string): RowAction => ({
    kind: 'account',
    to: DETAIL_ROUTES.account(id),
    label: c.t('actions.viewAccount', { id }),
  }),
  card: (c: ColumnContext, id: string): RowAction => ({ kind: 'card', to: DETAIL_ROUTES.card(id), label: c.t('actions.viewCard', { id }) }),
};
/** The row action buttons column. */
const actions = <T,>(c: ColumnContext, of: (row: T) => RowAction[]): DataColumn<T> => ({
  key: 'actions',
  header: c.t('columns.actions'),
  align: 'right',
  render: (r) => <RowActions actions={of(r)} />,
});

const clientColumns =
  (names: [keyof Client, string][]) =>
  (c: ColumnContext): DataColumn<Client>[] => [
    { key: 'clientId', header: c.t('columns.clientId'), render: (r) => mono(r.clientId) },
    { key: 'email', header: c.t('columns.email'), sortKey: 'email', render: (r) => r.email },
    ...names.map(([field, label]): DataColumn<Client> => ({
      key: field,
      header: c.t(label as 'columns.email'),
      render: (r) => r[field] ?? c.t('values.none'),
    })),
    actions<Client>(c, (r) => [link.client(c, r.clientId)]),
  ];

const clientTable = (type: 'EXTERNAL_INDIVIDUAL' | 'EXTERNAL_BUSINESS', names: [keyof Client, string][]): TableConfig<Client> => ({
  list: type === 'EXTERNAL_INDIVIDUAL' ? 'clientsIndividual' : 'clientsBusiness',
  path: PARTNER_DATA_API.clients.path,
  fetch: getClients,
  columns: clientColumns(names),
  rowKey: (r) => r.clientId,
  fixed: { type },
  pageSizes: PAGE_SIZE_CHOICES,
  exportName: type === 'EXTERNAL_INDIVIDUAL' ? 'clients-individual.csv' : 'clients-business.csv',
  minWidth: 860,
});

export const CLIENTS_INDIVIDUAL = clientTable('EXTERNAL_INDIVIDUAL', [
  ['firstName', 'columns.firstName'],
  ['lastName', 'columns.lastName'],
]);
export const CLIENTS_BUSINESS = clientTable('EXTERNAL_BUSINESS', [
  ['companyName', 'columns.companyName'],
  ['companyRegNumber', 'columns.companyRegNumber'],
]);

const balances = <T extends { balance: string; balanceOnHold: string; balanceFrozen: string; currency: string }>(
  c: ColumnContext,
): DataColumn<T>[] => [
  { key: 'balance', header: c.t('columns.balance'), sortKey: 'balance', align: 'right', render: (r) => amount(c, r.balance, r.currency) },
  { key: 'balanceOnHold', header: c.t('columns.balanceOnHold'), align: 'right', render: (r) => amount(c, r.balanceOnHold, r.currency) },
  { key: 'balanceFrozen', header: c.t('columns.balanceFrozen'), align: 'right', render: (r) => amount(c, r.balanceFrozen, r.currency) },
];

/**
 * Accounts and cards: the id (labelled per screen), integration, the screen's own columns, balances,
 * status and the row actions (the row's detail and its client); the same filters.
 */
function walletTable<T extends WalletRow>(o: {
  list: 'accounts' | 'cards';
  path: string;
  fetch: TableConfig<T>['fetch'];
  detail: 'account' | 'card';
  /** data-namespace keys of the id's column header and filter label */
  idColumn: 'columns.accountNumber' | 'columns.cardId';
  idFilter: 'filters.accountNumber' | 'filters.cardId';
  statuses: readonly string[];
  statusLabels: 'accountStatus' | 'cardStatus';
  own?: (c: ColumnContext) => DataColumn<T>[];
  exportName: string;
  minWidth: number;
  dense?: boolean;
}): TableConfig<T> {
  return {
    list: o.list,
    path: o.path,
    fetch: o.fetch,
    columns: (c) => [
      { key: 'walletId', header: c.t(o.idColumn), sortKey: 'walletId', render: (r) => mono(r.walletId) },
      { key: 'integration', header: c.t('columns.integration'), render: (r) => r.integration },
      ...(o.own?.(c) ?? []),
      ...balances<T>(c),
      {
        key: 'status',
        header: c.t('columns.status'),
        render: (r) => <StatusText status={r.status} label={c.t(`${o.statusLabels}.${r.status}` as 'accountStatus.ACTIVE')} />,
      },
      actions<T>(c, (r) => [link[o.detail](c, r.walletId), link.client(c, r.clientId)]),
    ],
    rowKey: (r) => r.walletId,
    filterLabels: { walletId: o.idFilter },
    selects: { status: { options: o.statuses, labels: o.statusLabels } },
    pageSizes: PAGE_SIZE_CHOICES,
    exportName: o.exportName,
    minWidth: o.minWidth,
    dense: o.dense,
  };
}

export const ACCOUNTS = walletTable<Account>({
  list: 'accounts',
  path: pathOf(PARTNER_DATA_API.accounts, { type: SCREEN_ACCOUNT_TYPE }),
  fetch: getAccounts,
  detail: 'account',
  idColumn: 'columns.accountNumber',
  idFilter: 'filters.accountNumber',
  statuses: ACCOUNT_FILTER_STATUSES,
  statusLabels: 'accountStatus',
  exportName: 'accounts-bank.csv',
  minWidth: 860,
});

export const CARDS = walletTable<Card>({
  list: 'cards',
  path: PARTNER_DATA_API.cards.path,
  fetch: getCards,
  detail: 'card',
  idColumn: 'columns.cardId',
  idFilter: 'filters.cardId',
  statuses: CARD_FILTER_STATUSES,
  statusLabels: 'cardStatus',
  own: (c) => [
    { key: 'cardholder', header: c.t('columns.cardHolder'), render: (r) => r.cardholder },
    { key: 'cardNumberMask', header: c.t('columns.cardNumber'), render: (r) => mono(r.cardNumberMask) },
    { key: 'virtual', header: c.t('columns.type'), render: (r) => c.t(r.virtual ? 'values.virtual' : 'values.physical') },
  ],
  exportName: 'cards.csv',
  minWidth: 900,
  // ten columns: tighter cells, so that they fit beside the menu on a 1280 px screen
  dense: true,
});

export const TRANSACTIONS: TableConfig<Transaction> = {
  list: 'transactions',
  path: PARTNER_DATA_API.transactions.path,
  fetch: getTransactions,
  columns: (c) => [
    { key: 'transactionNumber', header: c.t('columns.referenceNumber'), render: (r) => mono(r.transactionNumber) },
    { key: 'transactionType', header: c.t('columns.type'), render: (r) => r.transactionType },
    {
      key: 'amount',
      header: c.t('columns.amount'),
      sortKey: 'amountOrigCcy',
      align: 'right',
      render: (r) => amount(c, r.amountOrigCcy, r.origCcy),
    },
    { key: 'details', header: c.t('columns.details'), render: (r) => r.details },
    { key: 'date', header: c.t('columns.date'), sortKey: 'date', render: (r) => formatDate(r.date) },
    actions<Transaction>(c, (r) => [link.account(c, r.walletId), link.client(c, r.clientId)]),
  ],
  rowKey: (r, i) => `${r.transactionNumber}-${i}`,
  filterLabels: { walletId: 'filters.transactionAccount' },
  pageSizes: PAGE_SIZE_CHOICES,
  exportName: 'transactions.csv',
  minWidth: 860,
};

export const INVOICES: TableConfig<Invoice> = {
  list: 'invoices',
  path: INVOICES_API.list.path,
  fetch: getInvoices,
  columns: (c) => [
    { key: 'number', header: c.t('columns.invoiceNo'), sortKey: 'number', render: (r) => mono(r.number) },
    { key: 'amount', header: c.t('columns.amount'), sortKey: 'amount', align: 'right', render: (r) => amount(c, r.amount, r.currency) },
    { key: 'paybefore', header: c.t('columns.payBefore'), sortKey: 'payBefore', render: (r) => formatDate(r.paybefore) },
    {
      key: 'paid',
      header: c.t('columns.status'),
      render: (r) => <StatusText status={r.paid ? 'PAID' : 'UNPAID'} label={c.t(r.paid ? 'values.paid' : 'values.unpaid')} />,
    },
    {
      key: 'download',
      header: c.t('columns.download'),
      align: 'center',
      render: (r) =>
        r.attachment && <InvoiceDownloadButton attachment={r.attachment} label={c.t('actions.download', { number: r.number })} />,
    },
  ],
  rowKey: (r) => r.number,
  exportName: 'invoices.csv',
  minWidth: 640,
};

/** A table's filter fields: the descriptor's, less the fixed ones, with the data-namespace keys of their labels. */
export function filterFields<T>(table: TableConfig<T>): Array<FilterField & { label: string; optionLabels?: string }> {
  const selects = table.selects ?? {};
  const options = Object.fromEntries(Object.entries(selects).map(([name, s]) => [name, s.options]));
  return descriptorFilters(LISTS[table.list], { omit: Object.keys(table.fixed ?? {}), options }).map((f) => ({
    ...f,
    label: table.filterLabels?.[f.name] ?? `filters.${f.name}`,
    optionLabels: selects[f.name]?.labels,
  }));
}

/** The URL state of a table: its descriptor's sort columns and defaults, its filters and page sizes. */
export function urlConfig<T>(table: TableConfig<T>, o: { prefix?: string; take?: number; withFilters?: boolean } = {}): ListUrlConfig {
  return listUrlConfig(LISTS[table.list], {
    prefix: o.prefix,
    filters: o.withFilters === false ? [] : filterFields(table),
    take: o.take,
    pageSizes: o.take ? undefined : table.pageSizes,
  });
}

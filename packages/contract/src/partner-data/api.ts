import { z } from 'zod';
import { listAnswer, listQuery } from '../common/list';
import { ACCOUNT_TYPES, account, card, client, invoice, transaction } from './entities';
import { EXPORT_FORMATS, type ListName } from './lists';

/** A list call's query: CONTRACTS §4 plus `format=csv` for the streamed export. */
export const listExportQuery = listQuery.extend({
  format: z.enum(EXPORT_FORMATS).optional().describe('csv streams the whole filtered list as text/csv (skip and take are ignored)'),
});
export type ListExportQuery = z.infer<typeof listExportQuery>;

export const clientIdParams = z.object({ id: z.string().max(64).describe('clientId (uuid)') });
export const walletIdParams = z.object({ id: z.string().max(64).describe('walletId (digits)') });
export const accountTypeParams = z.object({
  type: z
    .string()
    .max(32)
    .describe(`account type: ${ACCOUNT_TYPES.join(', ')} (the screen uses BANK)`),
});
export const attachmentParams = z.object({ key: z.string().max(128) });
export const attachmentQuery = z.object({
  cacheBustTimestamp: z.string().max(32).optional().describe('any value; only defeats caches'),
});

export const clientList = listAnswer(client).meta({ id: 'ClientList' });
export const accountList = listAnswer(account).meta({ id: 'AccountList' });
export const cardList = listAnswer(card).meta({ id: 'CardList' });
export const transactionList = listAnswer(transaction).meta({ id: 'TransactionList' });
export const invoiceList = listAnswer(invoice).meta({ id: 'InvoiceList' });

/**
 * Route descriptors of partner data (spec 000 §7, CONTRACTS §4). `list` names the descriptor in
 * LISTS whose filters, sort columns and defaults the call accepts (clients: see `clientsListFor`).
 * The card detail (`GET /api-portal/cards/{id}`) is not in the spec: it mirrors the account detail.
 */
export const PARTNER_DATA_API = {
  clients: { method: 'GET', path: '/api-portal/clients', list: 'clients', query: listExportQuery, response: clientList },
  client: { method: 'GET', path: '/api-portal/clients/:id', params: clientIdParams, response: client },
  accounts: {
    method: 'GET',
    path: '/api-portal/accounts/list/:type',
    list: 'accounts',
    params: accountTypeParams,
    query: listExportQuery,
    response: accountList,
  },
  account: { method: 'GET', path: '/api-portal/accounts/:id', params: walletIdParams, response: account },
  cards: { method: 'GET', path: '/api-portal/cards', list: 'cards', query: listExportQuery, response: cardList },
  card: { method: 'GET', path: '/api-portal/cards/:id', params: walletIdParams, response: card },
  transactions: {
    method: 'GET',
    path: '/api-portal/transactions',
    list: 'transactions',
    query: listExportQuery,
    response: transactionList,
  },
  invoices: { method: 'GET', path: '/api-portal/invoice', list: 'invoices', query: listExportQuery, response: invoiceList },
  invoiceAttachment: { method: 'GET', path: '/api-portal/invoice/attachment/:key', params: attachmentParams, query: attachmentQuery },
} as const satisfies Record<string, { method: 'GET'; path: string; list?: ListName; [k: string]: unknown }>;
export type PartnerDataRoute = keyof typeof PARTNER_DATA_API;

/** The account type the /accounts screen and the client detail list. */
export const SCREEN_ACCOUNT_TYPE = 'BANK' as const;

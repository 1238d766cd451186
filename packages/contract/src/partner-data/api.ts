import { z } from 'zod/mini';
import { listAnswer, listQuery } from '../common/list';
import { defineRoutes } from '../common/route';
import { ACCOUNT_TYPES, account, card, client, transaction } from './entities';
import { EXPORT_FORMATS } from './lists';

/** A list call's query: CONTRACTS §4 plus `format=csv` for the streamed export. */
export const listExportQuery = z.extend(listQuery, {
  format: z
    .optional(z.enum(EXPORT_FORMATS))
    .check(z.describe('csv streams the whole filtered list as text/csv (skip and take are ignored)')),
});
export type ListExportQuery = z.infer<typeof listExportQuery>;

export const clientIdParams = z.object({ id: z.string().check(z.maxLength(64), z.describe('clientId (uuid)')) });
export const walletIdParams = z.object({ id: z.string().check(z.maxLength(64), z.describe('walletId (digits)')) });
export const accountTypeParams = z.object({
  type: z.string().check(z.maxLength(32), z.describe(`account type: ${ACCOUNT_TYPES.join(', ')} (the screen uses BANK)`)),
});

export const clientList = listAnswer(client).register(z.globalRegistry, { id: 'ClientList' });
export const accountList = listAnswer(account).register(z.globalRegistry, { id: 'AccountList' });
export const cardList = listAnswer(card).register(z.globalRegistry, { id: 'CardList' });
export const transactionList = listAnswer(transaction).register(z.globalRegistry, { id: 'TransactionList' });

/**
 * Route descriptors of partner data (partner-portal §7, CONTRACTS §4). A list call accepts the filters, sort
 * columns and defaults of its descriptor in LISTS (clients: see `clientsListFor`).
 * The card detail (`GET /api-portal/cards/{id}`) is not in the spec: it mirrors the account detail.
 */
export const PARTNER_DATA_API = defineRoutes({
  clients: { method: 'GET', path: '/api-portal/clients', query: listExportQuery, responses: { 200: clientList } },
  client: { method: 'GET', path: '/api-portal/clients/:id', params: clientIdParams, responses: { 200: client } },
  accounts: {
    method: 'GET',
    path: '/api-portal/accounts/list/:type',

    params: accountTypeParams,
    query: listExportQuery,
    responses: { 200: accountList },
  },
  account: { method: 'GET', path: '/api-portal/accounts/:id', params: walletIdParams, responses: { 200: account } },
  cards: { method: 'GET', path: '/api-portal/cards', query: listExportQuery, responses: { 200: cardList } },
  card: { method: 'GET', path: '/api-portal/cards/:id', params: walletIdParams, responses: { 200: card } },
  transactions: {
    method: 'GET',
    path: '/api-portal/transactions',

    query: listExportQuery,
    responses: { 200: transactionList },
  },
});
export type PartnerDataRoute = keyof typeof PARTNER_DATA_API;

/** The account type the /accounts screen and the client detail list. */
export const SCREEN_ACCOUNT_TYPE = 'BANK' as const;

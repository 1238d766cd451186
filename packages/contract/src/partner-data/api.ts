import { z } from 'zod';
import { listAnswer, listQuery } from '../common/list';
import { defineRoutes } from '../common/route';
import { ACCOUNT_TYPES, account, card, client, transaction } from './entities';
import { EXPORT_FORMATS } from './lists';

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

export const clientList = listAnswer(client).meta({ id: 'ClientList' });
export const accountList = listAnswer(account).meta({ id: 'AccountList' });
export const cardList = listAnswer(card).meta({ id: 'CardList' });
export const transactionList = listAnswer(transaction).meta({ id: 'TransactionList' });

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

import { PARTNER_DATA_API } from '@portal/contract';
import { call } from '../../../lib/api-client';
import type { ListApiQuery } from '../lib/list-request';

/** GET /api-portal/transactions: a page of the partner's transactions. */
export function getTransactions(query: ListApiQuery, signal?: AbortSignal) {
  return call(PARTNER_DATA_API.transactions, { query: { ...query }, signal });
}

import { PARTNER_DATA_API, SCREEN_ACCOUNT_TYPE } from '@portal/contract';
import { call } from '../../../lib/api-client';
import type { ListApiQuery } from '../lib/list-request';

/** GET /api-portal/accounts/list/{type}: a page of the partner's accounts of one type (the screens use BANK). */
export function getAccounts(query: ListApiQuery, signal?: AbortSignal) {
  return call(PARTNER_DATA_API.accounts, { params: { type: SCREEN_ACCOUNT_TYPE }, query: { ...query }, signal });
}

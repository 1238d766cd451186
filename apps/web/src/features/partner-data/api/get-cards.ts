import { PARTNER_DATA_API } from '@portal/contract';
import { call } from '../../../lib/api-client';
import type { ListApiQuery } from '../lib/list-request';

/** GET /api-portal/cards: a page of the partner's cards (masked numbers). */
export function getCards(query: ListApiQuery, signal?: AbortSignal) {
  return call(PARTNER_DATA_API.cards, { query: { ...query }, signal });
}

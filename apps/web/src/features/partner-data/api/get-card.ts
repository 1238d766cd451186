import { useQuery } from '@tanstack/react-query';
import { PARTNER_DATA_API, pathOf } from '@portal/contract';
import { call } from '../../../lib/api-client';
import { detailQueryOptions } from '../lib/list-request';

/** GET /api-portal/cards/{id}: one card (not in the spec; mirrors the account detail). */
export function getCard(id: string, signal?: AbortSignal) {
  return call(PARTNER_DATA_API.card, { params: { id }, signal });
}

export const cardQueryOptions = (id: string) => detailQueryOptions(pathOf(PARTNER_DATA_API.card, { id }), (signal) => getCard(id, signal));

export const useCard = (id: string) => useQuery(cardQueryOptions(id));

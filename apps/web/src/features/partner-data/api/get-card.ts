import { useQuery } from '@tanstack/react-query';
import { card } from '@portal/contract';
import { api } from '../../../lib/api-client';
import { detailQueryOptions } from '../lib/list-request';
import { cardPath } from '../lib/paths';

/** GET /api-portal/cards/{id}: one card (not in the spec; mirrors the account detail). */
export function getCard(id: string, signal?: AbortSignal) {
  return api.get(cardPath(id), { schema: card, signal });
}

export const cardQueryOptions = (id: string) => detailQueryOptions(cardPath(id), (signal) => getCard(id, signal));

export const useCard = (id: string) => useQuery(cardQueryOptions(id));

import { useQuery } from '@tanstack/react-query';
import { PARTNER_DATA_API, pathOf } from '@portal/contract';
import { call } from '../../../lib/api-client';
import { listQueryOptions, type ListApiQuery } from '../lib/list-request';

/** GET /api-portal/cards: a page of the partner's cards (masked numbers). */
export function getCards(query: ListApiQuery, signal?: AbortSignal) {
  return call(PARTNER_DATA_API.cards, { query: { ...query }, signal });
}

export const cardsQueryOptions = (query: ListApiQuery) => listQueryOptions(pathOf(PARTNER_DATA_API.cards), query, getCards);

export const useCards = (query: ListApiQuery) => useQuery(cardsQueryOptions(query));

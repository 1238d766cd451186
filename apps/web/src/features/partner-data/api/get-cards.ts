import { useQuery } from '@tanstack/react-query';
import { PARTNER_DATA_API, cardList } from '@portal/contract';
import { api } from '../../../lib/api-client';
import { listQueryOptions, type ListApiQuery } from '../lib/list-request';

/** GET /api-portal/cards: a page of the partner's cards (masked numbers). */
export function getCards(query: ListApiQuery, signal?: AbortSignal) {
  return api.get(PARTNER_DATA_API.cards.path, { query: { ...query }, schema: cardList, signal });
}

export const cardsQueryOptions = (query: ListApiQuery) => listQueryOptions(PARTNER_DATA_API.cards.path, query, getCards);

export const useCards = (query: ListApiQuery) => useQuery(cardsQueryOptions(query));

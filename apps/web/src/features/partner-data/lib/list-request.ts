import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** The query of a list call: filter, orderBy, sort, skip (page index), take (CONTRACTS §4). */
export interface ListApiQuery {
  filter?: string;
  orderBy: string;
  sort: 'ASC' | 'DESC';
  skip: number;
  take: number;
}

/** queryOptions of one list call; the previous page stays on screen while the next one loads. */
export function listQueryOptions<T>(path: string, query: ListApiQuery, fetch: (q: ListApiQuery, signal: AbortSignal) => Promise<T>) {
  return queryOptions({
    queryKey: ['partner-data', path, query],
    queryFn: ({ signal }) => fetch(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** queryOptions of one detail call. */
export function detailQueryOptions<T>(path: string, fetch: (signal: AbortSignal) => Promise<T>) {
  return queryOptions({ queryKey: ['partner-data', path], queryFn: ({ signal }) => fetch(signal) });
}

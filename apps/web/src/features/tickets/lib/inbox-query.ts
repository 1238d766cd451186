import { LIMITS, LISTS, buildFilter, type SortDirection } from '@portal/contract';

export interface InboxQuery {
  orderBy: string;
  sort: SortDirection;
  /** page index from 0 */
  skip: number;
  filter: string;
}

/** The default query (customer-portal §4): createdDate descending, skip 0, no filter. */
export const DEFAULT_INBOX_QUERY: InboxQuery = {
  orderBy: LISTS.tickets.defaultOrderBy,
  sort: LISTS.tickets.defaultSort,
  skip: 0,
  filter: '',
};

/**
 * The query after the search text changed: from 2 characters a title filter on the first page;
 * cleared, the default query; 1 character changes nothing.
 */
export function searchQuery(current: InboxQuery, text: string): InboxQuery {
  const trimmed = text.trim();
  if (trimmed === '') return DEFAULT_INBOX_QUERY;
  if (trimmed.length < LIMITS.searchMinChars) return current;
  const filter = buildFilter({ title: trimmed.replace(/;/g, ' ') });
  return filter === current.filter ? current : { ...current, filter, skip: 0 };
}

/** Paging: page n (from 1) is skip n-1. */
export function pageQuery(current: InboxQuery, page: number): InboxQuery {
  return { ...current, skip: Math.max(0, page - 1) };
}

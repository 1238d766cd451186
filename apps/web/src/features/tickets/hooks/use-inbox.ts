import { useState } from 'react';
import { useDebouncedCallback } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { LISTS, buildFilter } from '@portal/contract';
import { useListUrlState } from '../../../hooks/use-list-url-state';
import { listUrlConfig, type ListState } from '../../../lib/list-state';
import { useTickets } from '../api/get-tickets';
import { searchQuery, type InboxQuery } from '../lib/inbox-query';

/** The inbox's list state lives in the URL like every list's: the title search, the sort and the page. */
const INBOX_URL = listUrlConfig(LISTS.tickets, { filters: [{ name: 'title', kind: 'text' }] });

const toQuery = (s: ListState): InboxQuery => ({ orderBy: s.orderBy, sort: s.sort, skip: s.page, filter: buildFilter(s.filters) });

/** The inbox's state (customer-portal §4): list state (URL), search text, opened message. */
export function useInbox() {
  const queryClient = useQueryClient();
  const [state, setState] = useListUrlState(INBOX_URL);
  const query = toQuery(state);
  const [search, setSearchText] = useState(state.filters.title ?? '');
  const [opened, setOpened] = useState<string | null>(null);
  const applySearch = useDebouncedCallback((text: string) => {
    const next = searchQuery(query, text);
    if (next === query) return;
    const title = next.filter.slice('title='.length);
    setState({ filters: title ? { title } : {}, page: next.skip });
  }, 250);
  const tickets = useTickets(query);
  return {
    query,
    tickets,
    search,
    setSearch: (text: string) => {
      setSearchText(text);
      applySearch(text);
    },
    /** The clear button: back to the default query at once. */
    clearSearch: () => {
      applySearch.cancel();
      setSearchText('');
      setState({ filters: {}, page: 0 });
    },
    page: query.skip + 1,
    setPage: (page: number) => setState({ page: Math.max(0, page - 1) }),
    opened,
    open: setOpened,
    /** Back clears the opened message and reloads the list. */
    back: () => {
      setOpened(null);
      void queryClient.invalidateQueries({ queryKey: ['tickets', 'list'] });
    },
  };
}

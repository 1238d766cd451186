import { useState } from 'react';
import { useDebouncedCallback } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useTickets } from '../api/get-tickets';
import { DEFAULT_INBOX_QUERY, pageQuery, searchQuery, type InboxQuery } from '../lib/inbox-query';

/** The inbox's state (spec 001 §4): query, search text, opened message. */
export function useInbox() {
  const queryClient = useQueryClient();
  const [query, setQuery] = useState<InboxQuery>(DEFAULT_INBOX_QUERY);
  const [search, setSearchText] = useState('');
  const [opened, setOpened] = useState<string | null>(null);
  const applySearch = useDebouncedCallback((text: string) => setQuery((q) => searchQuery(q, text)), 250);
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
      setQuery(DEFAULT_INBOX_QUERY);
    },
    page: query.skip + 1,
    setPage: (page: number) => setQuery((q) => pageQuery(q, page)),
    opened,
    open: setOpened,
    /** Back clears the opened message and reloads the list. */
    back: () => {
      setOpened(null);
      void queryClient.invalidateQueries({ queryKey: ['tickets', 'list'] });
    },
  };
}

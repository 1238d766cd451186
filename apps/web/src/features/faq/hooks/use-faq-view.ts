import { useMemo, useState } from 'react';
import type { FaqCategory } from '@portal/contract';
import { isSearch, searchFaq } from '../lib/faq-search';

/** The help page's view states (customer-portal §2): header, faq-list, not-found. */
export type FaqView = 'header' | 'faq-list' | 'not-found';

export function useFaqView(categories: FaqCategory[]) {
  const [query, setQueryState] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const searching = isSearch(query);
  const shown = useMemo(() => {
    if (searching) return searchFaq(categories, query);
    return categories.filter((c) => c.name === category);
  }, [categories, category, query, searching]);
  const view: FaqView = searching ? (shown.length ? 'faq-list' : 'not-found') : category ? 'faq-list' : 'header';
  return {
    view,
    query,
    searching,
    shown,
    /** Typing filters from 2 characters; emptying the search resets to the header. */
    setQuery: (value: string) => {
      setQueryState(value);
      if (value.trim() === '') setCategory(null);
    },
    openCategory: (name: string) => {
      setQueryState('');
      setCategory(name);
    },
    back: () => {
      setQueryState('');
      setCategory(null);
    },
  };
}

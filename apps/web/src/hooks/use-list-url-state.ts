import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readListState, writeListState, type ListState, type ListUrlConfig } from '../lib/list-state';

/**
 * The one model of a list's state on the web: filters, sort, page and page size, kept in the URL
 * (reload, shared link and back button keep them). Every list screen uses it.
 */
export function useListUrlState(config: ListUrlConfig): [ListState, (next: Partial<ListState>) => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(params, config), [params, config]);
  const update = useCallback(
    (next: Partial<ListState>) => {
      setParams((current) => {
        const now = readListState(current, config);
        const merged = { ...now, ...next };
        // new filters, sort or page size start again from the first page
        if (next.filters || next.orderBy || next.sort || next.take) merged.page = next.page ?? 0;
        return writeListState(current, config, merged);
      });
    },
    [config, setParams],
  );
  return [state, update];
}

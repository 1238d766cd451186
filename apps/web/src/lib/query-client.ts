import { hashKey, QueryClient, type QueryKey } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { environmentStore } from './environment';

/**
 * The answers of one environment (the first part of their key): the partner data, the dashboard's statistics, keys,
 * webhooks and the request log. The tab's environment is part of their hash, so a switch never shows the other one's
 * rows, and switching back finds its own again. The user, the status and the rest are the same in both.
 */
const SCOPED = new Set(['partner-data', 'statistics', 'secrets', 'webhooks', 'request-log']);
export const queryHash = (key: QueryKey): string =>
  hashKey(SCOPED.has(key[0] as string) ? [...key, { environment: environmentStore.get() }] : key);

/** 4xx answers are final; only network and 5xx failures are retried, once. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) => failureCount < 1 && !(isApiError(error) && error.status < 500),
      queryKeyHashFn: queryHash,
    },
  },
});

import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

/** 4xx answers are final; only network and 5xx failures are retried, once. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) => failureCount < 1 && !(isApiError(error) && error.status < 500),
    },
  },
});

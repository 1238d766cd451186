import type { QueryClient, QueryKey } from '@tanstack/react-query';

const isStatus = (key: QueryKey) => key[0] === 'status';

/** Reset (partner-portal §4): every cached answer of the user goes, the status stays. */
export function resetUserState(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (query) => !isStatus(query.queryKey) });
}

/**
 * Logout (partner-portal §4): the user and the status go too. The status carried the partner's brand,
 * wlpId and loggedIn; the visitor's is fetched anew.
 */
export function clearAllState(queryClient: QueryClient) {
  queryClient.removeQueries();
}

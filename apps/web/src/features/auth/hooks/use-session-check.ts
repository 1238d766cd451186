import { queryOptions, useQuery } from '@tanstack/react-query';
import { TIMING } from '@portal/contract';
import { sessionStore } from '../../../lib/session';
import { sessionActivity } from '../../../lib/session-activity';
import { useSessionToken } from '../../../hooks/use-session';
import { refreshToken } from '../api/refresh-token';
import { getLoggedIn } from '../api/get-logged-in';

export type SessionState = 'loading' | 'loggedIn' | 'loggedOut';

export const sessionCheckKey = (token: string | null) => ['auth', 'session', token] as const;

/** Refreshes the session, then asks whether it is still signed in; repeats every 60 s. */
export function sessionCheckQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: sessionCheckKey(token),
    queryFn: async ({ signal }) => {
      // a check of a session forgotten meanwhile (sign-out, the signup screen) asks nothing
      if (sessionStore.token() !== token) return false;
      const refreshed = await refreshToken();
      if (refreshed.token !== token) sessionStore.set(refreshed);
      const answer = await getLoggedIn(signal);
      sessionActivity.setLimit(answer.idleTimeoutMs);
      return answer.loggedIn;
    },
    enabled: token !== null,
    staleTime: TIMING.sessionRefreshMs,
    refetchInterval: TIMING.sessionRefreshMs,
    refetchIntervalInBackground: true,
  });
}

/** loading → loggedIn | loggedOut (customer-portal §4): no token is logged out straight away. */
export function useSessionCheck(): { state: SessionState; failed: boolean } {
  const token = useSessionToken();
  const query = useQuery(sessionCheckQueryOptions(token));
  if (token === null) return { state: 'loggedOut', failed: false };
  if (query.isError || query.data === false) return { state: 'loggedOut', failed: true };
  if (query.data === true) return { state: 'loggedIn', failed: false };
  return { state: 'loading', failed: false };
}

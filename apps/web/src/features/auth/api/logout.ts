import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AUTH_API } from '@portal/contract';
import { call } from '../../../lib/api-client';
import { sessionStore, type SessionEnd } from '../../../lib/session';
import { clearAllState } from '../lib/session-state';

/** GET /api-portal/auth/logout: ends the session on the server. */
export function logout() {
  return call(AUTH_API.logout, {});
}

/**
 * Ends any current session before a signed-out flow (partner-portal §4): forgotten here first, so that
 * checks still in flight for it (refresh, logged-in) cannot send the visitor to /auth, then ended
 * on the server.
 */
export async function clearSession(o: { endedBy?: SessionEnd } = {}) {
  const token = sessionStore.token();
  if (!token) return;
  sessionStore.clear(o);
  await call(AUTH_API.logout, { token }).catch(() => undefined);
}

/** Ends the session, then forgets the credentials, the user and the status (partner-portal §4). */
export function useLogout(options: { onSettled?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => logout(),
    onSettled: () => {
      sessionStore.clear();
      clearAllState(queryClient);
      options.onSettled?.();
    },
  });
}

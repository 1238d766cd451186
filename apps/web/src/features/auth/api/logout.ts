import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@portal/contract';
import { api } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session';

/** GET /api-portal/auth/logout: ends the session on the server. */
export function logout() {
  return api.get(apiPath('logout'));
}

/** Ends the session, then forgets the credentials and every cached answer except the status. */
export function useLogout(options: { onSettled?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => logout(),
    onSettled: () => {
      sessionStore.clear();
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'status' });
      options.onSettled?.();
    },
  });
}

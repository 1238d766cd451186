import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONSOLE_API } from '@portal/contract';
import { callOperator } from '../lib/call-operator';
import { operatorSessionStore } from '../lib/operator-session';

/** POST /api-operator/auth/sign-out: ends the session on the server, then here whatever the answer. */
export const signOut = () => callOperator(CONSOLE_API.signOut, {});

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => {
      operatorSessionStore.clear();
      queryClient.removeQueries({ queryKey: ['console'] });
    },
  });
}

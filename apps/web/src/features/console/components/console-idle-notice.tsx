import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { IdleNotice } from '../../../components/ui/idle-notice';
import { operatorActivity } from '../../../lib/session-activity';
import { getOperator } from '../api/get-operator';
import { signOut as endOnServer, useSignOut } from '../api/sign-out';
import { operatorSessionStore } from '../lib/operator-session';

/** The operator's "still there?": staying calls `me`; at the end the session ends here and on the server. */
export function ConsoleIdleNotice({ idleTimeoutMs }: { idleTimeoutMs: number }) {
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  operatorActivity.setLimit(idleTimeoutMs);
  // the call takes the token before it is forgotten; the console's layout then opens the sign-in, which says why
  const onEnd = useCallback(() => {
    void endOnServer().catch(() => undefined);
    operatorSessionStore.clear({ idle: true });
    queryClient.removeQueries({ queryKey: ['console'] });
  }, [queryClient]);
  return <IdleNotice active activity={operatorActivity} stay={() => getOperator()} onEnd={onEnd} onSignOut={() => signOut.mutate()} />;
}

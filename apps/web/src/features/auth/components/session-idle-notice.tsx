import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { ROUTES, USER_API } from '@portal/contract';
import { IdleNotice } from '../../../components/ui/idle-notice';
import { call } from '../../../lib/api-client';
import { sessionActivity } from '../../../lib/session-activity';
import { clearSession } from '../api/logout';
import { useSignOut } from '../hooks/use-sign-out';
import { IDLE_ENDED_STATE } from '../lib/session-ended';

/** The partner's "still there?": staying calls `me`; at the end the session ends and /auth says why. */
export function SessionIdleNotice({ active }: { active: boolean }) {
  const navigate = useNavigate();
  const { signOut } = useSignOut();
  const onEnd = useCallback(() => {
    void clearSession({ endedBy: 'idle' });
    void navigate(ROUTES.auth, { replace: true, state: IDLE_ENDED_STATE });
  }, [navigate]);
  return <IdleNotice active={active} activity={sessionActivity} stay={() => call(USER_API.me, {})} onEnd={onEnd} onSignOut={signOut} />;
}

import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ROUTES } from '@portal/contract';
import { sessionStore } from '../../../lib/session';
import { useSessionCheck, type SessionState } from './use-session-check';
import { useIdleLog } from './use-idle-log';

/** Mounted once in the root layout: a failed check clears the credentials and goes to /auth. */
export function useSessionGuard(): SessionState {
  const { state, failed } = useSessionCheck();
  const navigate = useNavigate();
  useEffect(() => {
    if (!failed) return;
    sessionStore.clear();
    void navigate(ROUTES.auth, { replace: true });
  }, [failed, navigate]);
  useIdleLog(state === 'loggedIn');
  return state;
}

import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ROUTES } from '@portal/contract';
import { sessionStore } from '../../../lib/session';
import { useSessionToken } from '../../../hooks/use-session';
import { resetUserState } from '../lib/session-state';
import { SESSION_ENDED_STATE } from '../lib/session-ended';
import { useSessionCheck, type SessionState } from './use-session-check';
import { useIdleLog } from './use-idle-log';

/**
 * Mounted once in the root layout: a failed check clears the credentials and goes to /auth; when
 * the credentials go (a failed check, any 401, sign-out) the user's cached answers go with them.
 */
export function useSessionGuard(): SessionState {
  const { state, failed } = useSessionCheck();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = useSessionToken();
  const previous = useRef(token);
  useEffect(() => {
    if (previous.current && !token) resetUserState(queryClient);
    previous.current = token;
  }, [token, queryClient]);
  useEffect(() => {
    if (!failed) return;
    sessionStore.clear({ endedBy: 'server' });
    void navigate(ROUTES.auth, { replace: true, state: SESSION_ENDED_STATE });
  }, [failed, navigate]);
  useIdleLog(state === 'loggedIn');
  return state;
}

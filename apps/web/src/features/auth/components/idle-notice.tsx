import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ROUTES, TIMING, USER_API } from '@portal/contract';
import { call } from '../../../lib/api-client';
import { sessionActivity } from '../../../lib/session-activity';
import { clearSession } from '../api/logout';
import { useSignOut } from '../hooks/use-sign-out';
import { IDLE_ENDED_STATE } from '../lib/session-ended';

// the dialog loads when it is first needed, not with the first page
const IdleDialog = lazy(() => import('./idle-dialog').then((m) => ({ default: m.IdleDialog })));

/**
 * What is left of the session by the server's idle limit, from this tab's last counted request; one activity
 * step early, since the server records activity at most that often. Null until the server told the limit.
 */
export function idleLeftMs(now: number): number | null {
  const limit = sessionActivity.limitMs();
  return limit === null ? null : sessionActivity.lastActiveAt() + limit - TIMING.sessionActivityStepMs - now;
}

/**
 * "Still there?" shortly before the idle limit ends the session: answering is a request, which keeps it; at the
 * end the session is ended here too and /auth says why.
 */
export function IdleNotice({ active }: { active: boolean }) {
  const [now, setNow] = useState(Date.now);
  const [loaded, setLoaded] = useState(false);
  const [staying, setStaying] = useState(false);
  const navigate = useNavigate();
  const { signOut } = useSignOut();
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [active]);
  const left = active ? idleLeftMs(now) : null;
  const ended = left !== null && left <= 0;
  const asked = left !== null && left <= TIMING.idleNoticeMs && !ended;
  if (asked && !loaded) setLoaded(true);
  useEffect(() => {
    if (!ended) return;
    void clearSession({ endedBy: 'idle' });
    void navigate(ROUTES.auth, { replace: true, state: IDLE_ENDED_STATE });
  }, [ended, navigate]);
  const stay = async () => {
    setStaying(true);
    // any counted call resets the server's idle clock (and this tab's)
    await call(USER_API.me, {}).catch(() => undefined);
    setStaying(false);
    setNow(Date.now());
  };
  return loaded ? (
    <Suspense fallback={null}>
      <IdleDialog opened={asked} leftMs={Math.max(left ?? 0, 0)} staying={staying} onStay={() => void stay()} onSignOut={signOut} />
    </Suspense>
  ) : null;
}

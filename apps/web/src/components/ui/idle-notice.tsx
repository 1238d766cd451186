import { lazy, Suspense, useEffect, useState } from 'react';
import { TIMING } from '@portal/contract';
import type { SessionActivity } from '../../lib/session-activity';

// the dialog loads when it is first needed, not with the first page
const IdleDialog = lazy(() => import('./idle-dialog').then((m) => ({ default: m.IdleDialog })));

/**
 * What is left of a session by the server's idle limit, from this tab's last counted request; one activity step
 * early, since the server records activity at most that often. Null until the server told the limit.
 */
export function idleLeftMs(activity: SessionActivity, now: number): number | null {
  const limit = activity.limitMs();
  return limit === null ? null : activity.lastActiveAt() + limit - TIMING.sessionActivityStepMs - now;
}

/**
 * "Still there?" shortly before the idle limit ends the session (a partner's or an operator's): staying makes a
 * counted request (`stay`), which keeps it; at the end `onEnd` ends it here too and says why.
 */
export function IdleNotice(o: {
  active: boolean;
  activity: SessionActivity;
  stay: () => Promise<unknown>;
  onEnd: () => void;
  onSignOut: () => void;
}) {
  const { active, activity, onEnd } = o;
  const [now, setNow] = useState(Date.now);
  const [loaded, setLoaded] = useState(false);
  const [staying, setStaying] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [active]);
  const left = active ? idleLeftMs(activity, now) : null;
  const ended = left !== null && left <= 0;
  const asked = left !== null && left <= TIMING.idleNoticeMs && !ended;
  if (asked && !loaded) setLoaded(true);
  useEffect(() => {
    if (ended) onEnd();
  }, [ended, onEnd]);
  const stay = async () => {
    setStaying(true);
    await o.stay().catch(() => undefined);
    setStaying(false);
    setNow(Date.now());
  };
  return loaded ? (
    <Suspense fallback={null}>
      <IdleDialog opened={asked} leftMs={Math.max(left ?? 0, 0)} staying={staying} onStay={() => void stay()} onSignOut={o.onSignOut} />
    </Suspense>
  ) : null;
}

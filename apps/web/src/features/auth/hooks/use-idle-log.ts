import { useEffect } from 'react';
import { TIMING } from '@portal/contract';

const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'mousedown', 'touchstart', 'wheel', 'scroll'] as const;

/**
 * Idle detection (spec 001 §4): 900 000 ms without activity, activity debounced by 500 ms.
 * The specification only logs the idle state; it does not sign the user out.
 */
export function useIdleLog(active: boolean) {
  useEffect(() => {
    if (!active) return;
    let idleTimer = 0;
    let debounceTimer = 0;
    const restart = () => {
      window.clearTimeout(idleTimer);
      idleTimer = window.setTimeout(() => console.info('[session] user is idle'), TIMING.idleTimeoutMs);
    };
    const onActivity = () => {
      window.clearTimeout(debounceTimer);
      debounceTimer = window.setTimeout(restart, TIMING.idleDebounceMs);
    };
    restart();
    ACTIVITY_EVENTS.forEach((name) => window.addEventListener(name, onActivity, { passive: true }));
    return () => {
      window.clearTimeout(idleTimer);
      window.clearTimeout(debounceTimer);
      ACTIVITY_EVENTS.forEach((name) => window.removeEventListener(name, onActivity));
    };
  }, [active]);
}

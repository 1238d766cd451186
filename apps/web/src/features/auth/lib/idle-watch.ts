import { TIMING } from '@portal/contract';

export const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'mousedown', 'touchstart', 'wheel', 'scroll'] as const;

/**
 * Idle detection (customer-portal §4): `onIdle` runs after 900 000 ms without activity; activity is
 * debounced by 500 ms (the idle clock restarts 500 ms after the last burst of events).
 * Answers the function that stops watching.
 */
export function watchIdle(target: Pick<Window, 'addEventListener' | 'removeEventListener'>, onIdle: () => void): () => void {
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let debounceTimer: ReturnType<typeof setTimeout> | undefined;
  const restart = () => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(onIdle, TIMING.idleTimeoutMs);
  };
  const onActivity = () => {
    clearTimeout(debounceTimer);
    debounceTimer = setTimeout(restart, TIMING.idleDebounceMs);
  };
  restart();
  ACTIVITY_EVENTS.forEach((name) => target.addEventListener(name, onActivity, { passive: true }));
  return () => {
    clearTimeout(idleTimer);
    clearTimeout(debounceTimer);
    ACTIVITY_EVENTS.forEach((name) => target.removeEventListener(name, onActivity));
  };
}

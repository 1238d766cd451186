import { useEffect } from 'react';
import { watchIdle } from '../lib/idle-watch';

/**
 * Idle detection while signed in (customer-portal §4: 900 000 ms, debounce 500 ms). The specification
 * only logs the idle state; it does not sign the user out.
 */
export function useIdleLog(active: boolean) {
  useEffect(() => {
    if (!active) return;
    return watchIdle(window, () => console.info('[session] user is idle'));
  }, [active]);
}

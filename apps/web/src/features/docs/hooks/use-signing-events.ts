import { useSyncExternalStore } from 'react';
import type { SigningEvent } from '../lib/request-interceptor';

/** The last thing the try-it hook did (what it signed, or why it could not), for the page to show. */
let last: SigningEvent | null = null;
const listeners = new Set<() => void>();

export const signingEvents = {
  push: (e: SigningEvent) => {
    last = e;
    listeners.forEach((l) => l());
  },
  get: () => last,
  subscribe: (l: () => void) => {
    listeners.add(l);
    return () => listeners.delete(l);
  },
};

export function useLastSigningEvent(): SigningEvent | null {
  return useSyncExternalStore(signingEvents.subscribe, signingEvents.get, signingEvents.get);
}

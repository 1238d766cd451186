import { useSyncExternalStore } from 'react';
import { sessionStore, type Session } from '../lib/session';

/** The stored login session; re-renders when it is set or cleared. */
export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, () => null);
}

export function useSessionToken(): string | null {
  return useSession()?.token ?? null;
}

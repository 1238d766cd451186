import { useSyncExternalStore } from 'react';
import type { Credentials } from '../lib/request-interceptor';

/**
 * The token and secret pasted on the docs pages: kept in this tab's memory only (never in storage,
 * never sent anywhere), so they survive moving between documentation pages but not a reload.
 */
let current: Credentials = { token: '', secret: '' };
const listeners = new Set<() => void>();

export const signingCredentials = {
  get: () => current,
  set: (next: Partial<Credentials>) => {
    current = { ...current, ...next };
    listeners.forEach((l) => l());
  },
  /** both filled in, or null */
  usable: (): Credentials | null =>
    current.token.trim() && current.secret.trim() ? { token: current.token.trim(), secret: current.secret.trim() } : null,
  subscribe: (l: () => void) => {
    listeners.add(l);
    return () => listeners.delete(l);
  },
};

export function useSigningCredentials(): Credentials {
  return useSyncExternalStore(signingCredentials.subscribe, signingCredentials.get, signingCredentials.get);
}

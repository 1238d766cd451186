import { useSyncExternalStore } from 'react';
import type { Environment } from '@portal/contract';

/** the sessionStorage key (early-calls.ts reads the same, as EARLY_ENVIRONMENT_KEY: it imports nothing) */
export const ENVIRONMENT_KEY = 'environment';
type Listener = () => void;
const listeners = new Set<Listener>();

function read(): Environment {
  const stored = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(ENVIRONMENT_KEY);
  return stored === 'sandbox' ? 'sandbox' : 'live';
}
let current: Environment | undefined;

/**
 * The environment this tab shows (sandbox or live): kept in the tab's sessionStorage, so that a reload keeps it and
 * another tab may show the other one. The API client sends it with every call (x-environment); the server decides what
 * the partner may see there. Live unless the user chose the sandbox.
 */
export const environmentStore = {
  get(): Environment {
    return (current ??= read());
  },
  set(next: Environment) {
    if (next === environmentStore.get()) return;
    current = next;
    sessionStorage.setItem(ENVIRONMENT_KEY, next);
    listeners.forEach((l) => l());
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const useEnvironment = (): Environment => useSyncExternalStore(environmentStore.subscribe, environmentStore.get);

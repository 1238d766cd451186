import { useSyncExternalStore } from 'react';
import { operatorSession, type OperatorSession } from '@portal/contract';

/**
 * The operator's session: its own key in session storage, never the partner's session, so a
 * partner signed in in the same browser stays apart; it ends with the tab and at the server's 8-hour cap.
 */
export const OPERATOR_SESSION_KEY = 'operator-session';

const listeners = new Set<() => void>();
let cached: OperatorSession | null | undefined;
let endedByIdle = false;

/** Navigation state of the console's sign-in after the idle limit ended the operator's session. */
export const CONSOLE_IDLE_STATE = { idle: true } as const;

const storage = (): Storage | null => (typeof sessionStorage === 'undefined' ? null : sessionStorage);

function read(): OperatorSession | null {
  const raw = storage()?.getItem(OPERATOR_SESSION_KEY);
  if (!raw) return null;
  try {
    const parsed = operatorSession.safeParse(JSON.parse(raw) as unknown);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function emit(next: OperatorSession | null) {
  cached = next;
  listeners.forEach((l) => l());
}

export const operatorSessionStore = {
  get(): OperatorSession | null {
    if (cached === undefined) cached = read();
    return cached;
  },
  token: (): string | null => operatorSessionStore.get()?.token ?? null,
  set(session: OperatorSession) {
    endedByIdle = false;
    storage()?.setItem(OPERATOR_SESSION_KEY, JSON.stringify(session));
    emit(session);
  },
  /** `idle`: the idle limit ended it, which the sign-in then says */
  clear(o: { idle?: boolean } = {}) {
    endedByIdle = o.idle === true;
    storage()?.removeItem(OPERATOR_SESSION_KEY);
    emit(null);
  },
  /** the navigation state of the sign-in the console sends a signed-out operator to */
  signInState: () => (endedByIdle ? CONSOLE_IDLE_STATE : undefined),
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

export const useOperatorSession = () => useSyncExternalStore(operatorSessionStore.subscribe, operatorSessionStore.get, () => null);

import { loginAnswer, type LoginAnswer } from '@portal/contract';

/** Login session (partner-portal §3): {email, token} kept in session storage under one key. */
export const SESSION_KEY = 'session';
export type Session = LoginAnswer;

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: Session | null | undefined;

function storage(): Storage | null {
  return typeof sessionStorage === 'undefined' ? null : sessionStorage;
}

function read(): Session | null {
  const raw = storage()?.getItem(SESSION_KEY);
  if (!raw) return null;
  try {
    const parsed = loginAnswer.safeParse(JSON.parse(raw) as unknown);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function emit(next: Session | null) {
  cached = next;
  listeners.forEach((listener) => listener());
}

let endedByServer = false;

export const sessionStore = {
  get(): Session | null {
    if (cached === undefined) cached = read();
    return cached;
  },
  token(): string | null {
    return sessionStore.get()?.token ?? null;
  },
  set(session: Session) {
    storage()?.setItem(SESSION_KEY, JSON.stringify(session));
    endedByServer = false;
    emit(session);
  },
  /** `endedByServer`: the server ended the session (a 401: its lifetime cap, a sign-out elsewhere), not the user */
  clear(o: { endedByServer?: boolean } = {}) {
    storage()?.removeItem(SESSION_KEY);
    endedByServer = o.endedByServer === true;
    emit(null);
  },
  /** whether the last session ended on the server: /auth then says so */
  endedByServer: () => endedByServer,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

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

/** Why the last session ended, when not by the user: the server (a 401) or the idle limit, counted here. */
export type SessionEnd = 'server' | 'idle';
let endedBy: SessionEnd | null = null;

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
    endedBy = null;
    emit(session);
  },
  /** `endedBy`: the session ended by the server (its lifetime cap, a sign-out elsewhere) or the idle limit */
  clear(o: { endedBy?: SessionEnd } = {}) {
    storage()?.removeItem(SESSION_KEY);
    endedBy = o.endedBy ?? null;
    emit(null);
  },
  /** why the last session ended, when not by the user: /auth then says so */
  endedBy: () => endedBy,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

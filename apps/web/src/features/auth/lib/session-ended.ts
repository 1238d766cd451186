import type { SessionEnd } from '../../../lib/session';

/** Navigation state of /auth after a session ended on the server (its lifetime cap, a sign-out elsewhere). */
export const SESSION_ENDED_STATE = { sessionEnded: true } as const;

export const isSessionEnded = (state: unknown): boolean => (state as { sessionEnded?: unknown } | null)?.sessionEnded === true;

/** Navigation state of /auth after the web app ended a session at the server's idle limit. */
export const IDLE_ENDED_STATE = { sessionEnded: true, idle: true } as const;

export const isIdleEnded = (state: unknown): boolean => isSessionEnded(state) && (state as { idle?: unknown }).idle === true;

/** The navigation state of /auth that says why the session ended (none when the user signed out). */
export const endedState = (endedBy: SessionEnd | null) =>
  endedBy === 'idle' ? IDLE_ENDED_STATE : endedBy === 'server' ? SESSION_ENDED_STATE : {};

/** Navigation state of /auth after a session ended on the server (its lifetime cap, a sign-out elsewhere). */
export const SESSION_ENDED_STATE = { sessionEnded: true } as const;

export const isSessionEnded = (state: unknown): boolean => (state as { sessionEnded?: unknown } | null)?.sessionEnded === true;

import { BACKGROUND_PATHS } from '@portal/contract';

/**
 * A session's idle limit as this tab sees it: when it last sent a request the server counts as activity and the limit
 * the server told it (`idleTimeoutMs`). The server decides; the web app only warns before the end and signs out
 * cleanly at it.
 */
export type SessionActivity = ReturnType<typeof activityOf>;

function activityOf(counts: (path: string) => boolean) {
  let lastActiveAt = Date.now();
  let limitMs: number | null = null;
  return {
    /** a request to `path` is being sent now */
    sent(path: string) {
      if (counts(path)) lastActiveAt = Date.now();
    },
    lastActiveAt: () => lastActiveAt,
    limitMs: () => limitMs,
    setLimit(ms: number | undefined) {
      limitMs = ms ?? null;
    },
  };
}

const isConsole = (path: string) => path.startsWith('/api-operator/');

/** The partner's session: every call but the timed session checks and the console's. */
export const sessionActivity = activityOf((path) => !isConsole(path) && !BACKGROUND_PATHS.includes(path));

/** The operator's session: every call of the console counts. */
export const operatorActivity = activityOf(isConsole);

/** Both sessions hear of every request; each counts its own. */
export function activitySent(path: string) {
  sessionActivity.sent(path);
  operatorActivity.sent(path);
}

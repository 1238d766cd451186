import { BACKGROUND_PATHS } from '@portal/contract';

/**
 * The idle limit as this tab sees it: when it last sent a request the server counts as activity (every
 * call but the timed session checks) and the limit the server told it (`idleTimeoutMs`). The server
 * decides; the web app only warns before the end and signs out cleanly at it.
 */
let lastActiveAt = Date.now();
let limitMs: number | null = null;

export const sessionActivity = {
  /** a request to `path` is being sent now */
  sent(path: string) {
    if (!BACKGROUND_PATHS.includes(path)) lastActiveAt = Date.now();
  },
  lastActiveAt: () => lastActiveAt,
  limitMs: () => limitMs,
  setLimit(ms: number | undefined) {
    limitMs = ms ?? null;
  },
};

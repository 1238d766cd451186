/** Delivery timing (CONTRACTS §6). Every figure lives here once. */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export const WEBHOOK_TIMING = {
  /** one attempt: connect, send and read the answer */
  attemptTimeoutMs: 10 * SECOND,
  /** wait after the 1st, 2nd, … failed attempt; after the last, `laterDelayMs` */
  retryDelaysMs: [5 * SECOND, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR, 10 * HOUR],
  laterDelayMs: 24 * HOUR,
  /** a delivery is retried while less than this has passed since its first attempt, then it fails */
  retryPeriodMs: 72 * HOUR,
  /**
   * an endpoint whose attempts have failed for this long without a success is disabled (the default of
   * WEBHOOK_DISABLE_AFTER_DAYS, see WEBHOOK_AUTO_DISABLE)
   */
  disableAfterMs: 5 * 24 * HOUR,
  /** how much of the receiver's answer each attempt keeps */
  responseKeepBytes: 2048,
} as const;

/**
 * When to try again after `failures` failed attempts (1 = the first attempt failed) in a cycle
 * that started at `cycleStart`; `null` when the retry period is over and the delivery fails.
 */
export function nextRetryAt(cycleStart: Date, failures: number, now: Date): Date | null {
  if (now.getTime() - cycleStart.getTime() >= WEBHOOK_TIMING.retryPeriodMs) return null;
  const delays = WEBHOOK_TIMING.retryDelaysMs;
  const delay = failures <= delays.length ? delays[Math.max(failures, 1) - 1]! : WEBHOOK_TIMING.laterDelayMs;
  return new Date(now.getTime() + delay);
}

/** Auto-disable of a failing endpoint and its notices. */
export const WEBHOOK_AUTO_DISABLE = {
  /** WEBHOOK_DISABLE_AFTER_DAYS: its default and bounds */
  defaultDays: WEBHOOK_TIMING.disableAfterMs / (24 * HOUR),
  minDays: 1,
  maxDays: 30,
  /** the partner's members are told (inbox and e-mail) once a failing streak has lasted this long */
  noticeAfterMs: 24 * HOUR,
} as const;

import type {} from '../early-calls';

/**
 * The answers of the calls that src/early-calls.ts started before the app (the status, the session's refresh and
 * check, the signed-in user). The API client takes each one once, instead of asking again.
 */
export function takeEarlyAnswer(method: string, url: string, token: string | null): Promise<Response | undefined> | undefined {
  return globalThis.portalEarlyCalls?.take(method, url, token);
}

/**
 * Called as the app starts: when its early script has not run yet (it is loaded `async`, so in rare cases after the
 * app), it must not start the same calls too.
 */
export function claimEarlyCalls() {
  if (globalThis.portalEarlyCalls === undefined) globalThis.portalEarlyCalls = null;
}

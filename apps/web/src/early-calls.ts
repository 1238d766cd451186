/**
 * The first calls of a visit, started by a tiny script of their own rather than by the app, which starts only once its
 * entry is downloaded and run: the status object and, with a stored session, its refresh, then the logged-in check
 * (in that order, customer-portal §4), and the signed-in user. On a slow link their round trips overlap the entry's
 * download. A signed-in first load of a page the build mapped also preloads its route module (`preloadRouteModules`).
 * Nothing is checked here: the app's API client takes each answer once, for the same call within KEPT_MS, and checks it
 * as any other (lib/early-answers.ts). index.html loads this file as its own `async` entry (injectEarlyCalls); it
 * imports nothing, so no app chunk comes with it (early-calls.test.ts compares its addresses with the app's).
 */

export const EARLY_PATHS = {
  status: '/api-portal/auth/status',
  refresh: '/api-portal/auth/refreshToken',
  loggedIn: '/api-portal/auth/logged-in',
  me: '/api-portal/user/me',
} as const;

/**
 * The data calls of a first page, by its path as the router names it, started beside the session's calls on a
 * signed-in load of that page: its first render then has its data instead of placeholders, and does not render again
 * when they come (the dashboard: its five statistics, features/statistics/lib/charts.ts, whose test compares them
 * with the contract's).
 */
export const EARLY_PAGE_CALLS: Readonly<Record<string, readonly string[]>> = {
  '/dashboard': [
    '/api-portal/statistics/clients/EXTERNAL_INDIVIDUAL',
    '/api-portal/statistics/clients/EXTERNAL_BUSINESS',
    '/api-portal/statistics/accounts',
    '/api-portal/statistics/cards',
    '/api-portal/statistics/transactions',
  ],
};

/** the app's session (lib/session.ts): {email, token} in the tab's sessionStorage under this key */
export const EARLY_SESSION_KEY = 'session';
/** the environment the tab shows, as lib/environment.ts keeps it in sessionStorage: the page's calls are that one's */
export const EARLY_ENVIRONMENT_KEY = 'environment';
/** the header that says it (the contract's ENVIRONMENT_HEADER: this file imports nothing) */
export const EARLY_ENVIRONMENT_HEADER = 'x-environment';
/** the API's base address, as lib/config.ts reads it */
export const earlyApiBase = () => (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/+$/, '');
const KEPT_MS = 30_000;

export interface EarlyCalls {
  /**
   * The answer of the call started here with this method and address, once. It resolves to undefined when that call
   * went with another token (the app then asks itself), and rejects as its fetch did.
   */
  take(method: string, url: string, token: string | null): Promise<Response | undefined> | undefined;
}

interface Started {
  method: string;
  url: string;
  answer: Promise<{ token: string | null; response: Response } | undefined>;
}

function storedToken(storage: Storage): string | null {
  try {
    const session = JSON.parse(storage.getItem(EARLY_SESSION_KEY) ?? 'null') as { token?: unknown } | null;
    return typeof session?.token === 'string' && session.token ? session.token : null;
  } catch {
    return null;
  }
}

/** Starts the calls (`page`: the path loaded); `now` and `fetchFn` are the browser's own outside tests. */
export function startEarlyCalls(o: {
  base: string;
  storage: Storage;
  fetchFn: typeof fetch;
  now: () => number;
  page?: string;
}): EarlyCalls {
  const started: Started[] = [];
  const startedAt = o.now();
  const send = async (method: string, path: string, token: string | null) => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    const environment = o.storage.getItem(EARLY_ENVIRONMENT_KEY);
    if (environment === 'sandbox' || environment === 'live') headers[EARLY_ENVIRONMENT_HEADER] = environment;
    return { token, response: await o.fetchFn(`${o.base}${path}`, { method, headers }) };
  };
  const keep = (method: string, path: string, answer: Started['answer']) => {
    // a failure is the app's to report when it takes the answer; until then it is not an unhandled rejection
    answer.catch(() => undefined);
    started.push({ method, url: `${o.base}${path}`, answer });
    return answer;
  };

  const token = storedToken(o.storage);
  keep('GET', EARLY_PATHS.status, send('GET', EARLY_PATHS.status, token));
  if (token) {
    const refreshed = keep('POST', EARLY_PATHS.refresh, send('POST', EARLY_PATHS.refresh, token));
    // the check follows the refresh, with the token it answered (the app stores that one before it asks)
    const next = refreshed.then(async (a) => {
      if (!a?.response.ok) return undefined;
      const answered = ((await a.response.clone().json()) as { token?: unknown }).token;
      return typeof answered === 'string' && answered ? answered : token;
    });
    keep(
      'GET',
      EARLY_PATHS.loggedIn,
      next.then((t) => (t ? send('GET', EARLY_PATHS.loggedIn, t) : undefined)),
    );
    keep('GET', EARLY_PATHS.me, send('GET', EARLY_PATHS.me, token));
    const pageCalls = o.page && Object.hasOwn(EARLY_PAGE_CALLS, o.page) ? EARLY_PAGE_CALLS[o.page] : undefined;
    for (const path of pageCalls ?? []) keep('GET', path, send('GET', path, token));
  }

  return {
    take(method, url, token) {
      if (o.now() - startedAt > KEPT_MS) return undefined;
      const at = started.findIndex((s) => s.method === method && s.url === url);
      if (at < 0) return undefined;
      return started.splice(at, 1)[0]!.answer.then((a) => (a && a.token === token ? a.response : undefined));
    },
  };
}

/** the id of index.html's map from a first page's path to the files of its route's module (the build writes it) */
export const EARLY_PRELOADS_ID = 'route-preloads';

/**
 * On a signed-in first load of a page that the build mapped (injectEarlyCalls, `PRELOADED_ROUTES`), asks for its
 * route's module now, beside the entry: the router would ask for it only once the entry has run. The links are the
 * ones Vite's own preloading writes (`modulepreload`, `crossorigin`), so the router's import finds the module loaded.
 */
export function preloadRouteModules(document: Document, path: string): string[] {
  let files: string[] = [];
  try {
    const map = JSON.parse(document.getElementById(EARLY_PRELOADS_ID)?.textContent ?? '{}') as Record<string, unknown>;
    const listed = map[path];
    if (Array.isArray(listed)) files = listed.filter((f): f is string => typeof f === 'string' && f.startsWith('/assets/'));
  } catch {
    return [];
  }
  for (const href of files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  return files;
}

declare global {
  /** set by this script, or to null by the app (lib/early-answers.ts) when it starts first: then this script starts nothing */
  var portalEarlyCalls: EarlyCalls | null | undefined;
}

if (typeof window !== 'undefined' && globalThis.portalEarlyCalls === undefined) {
  globalThis.portalEarlyCalls = startEarlyCalls({
    base: earlyApiBase(),
    storage: sessionStorage,
    fetchFn: fetch.bind(globalThis),
    now: () => performance.now(),
    page: location.pathname,
  });
  // signed out, the page would send the visitor to the sign-in screen, which is in the entry
  if (storedToken(sessionStorage)) preloadRouteModules(document, location.pathname);
}

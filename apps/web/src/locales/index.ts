import common from './en/common.json';
import auth from './en/auth.json';
import dashboard from './en/dashboard.json';
import errors from './en/errors.json';
import legal from './en/legal.json';
import inbox from './en/inbox.json';
import registration from './en/registration.json';
import recovery from './en/recovery.json';
import security from './en/security.json';
import environment from './en/environment.json';
import type kyb from './en/kyb.json';
import type data from './en/data.json';
import type support from './en/support.json';
import type docs from './en/docs.json';
import type secrets from './en/secrets.json';
import type webhooks from './en/webhooks.json';
import type account from './en/account.json';
import type audit from './en/audit.json';
import type operatorConsole from './en/console.json';
import type simulations from './en/simulations.json';

/**
 * English is the default and fallback. Its catalogues of the first screens (the shell with its sandbox switch, sign-in
 * and sign-up, recovery, the legal texts, the dashboard, the step-up prompt and error dialogs) are bundled with the
 * app; the others, and every catalogue of another language, load on demand (one small chunk each), so the first page
 * does not download the texts of the API docs, webhooks or the operator console.
 */
export const en = { common, auth, dashboard, errors, legal, inbox, registration, recovery, security, environment };

/** Every catalogue's shape (the English one), for typed keys. */
export type Catalogues = typeof en & {
  kyb: typeof kyb;
  data: typeof data;
  support: typeof support;
  docs: typeof docs;
  secrets: typeof secrets;
  webhooks: typeof webhooks;
  account: typeof account;
  audit: typeof audit;
  console: typeof operatorConsole;
  simulations: typeof simulations;
};
export type Namespace = keyof Catalogues;
/** The namespaces every screen may need at once: loaded (in the active language) before anything renders. */
export const FIRST_NAMESPACES = Object.keys(en) as Namespace[];
export const LATER_NAMESPACES: Namespace[] = [
  'kyb',
  'data',
  'support',
  'docs',
  'secrets',
  'webhooks',
  'account',
  'audit',
  'console',
  'simulations',
];

type Loader = () => Promise<{ default: Record<string, unknown> }>;
// (import.meta.glob takes literals only: the bundled English catalogues above, excluded by name)
const lazyCatalogues = import.meta.glob<{ default: Record<string, unknown> }>([
  './*/*.json',
  '!./en/common.json',
  '!./en/auth.json',
  '!./en/dashboard.json',
  '!./en/errors.json',
  '!./en/legal.json',
  '!./en/inbox.json',
  '!./en/registration.json',
  '!./en/recovery.json',
  '!./en/security.json',
  '!./en/environment.json',
]);

/** Loads `./<lng>/<ns>.json` lazily (one chunk per catalogue). */
export function loadCatalogue(lng: string, ns: string): Promise<Record<string, unknown>> {
  const loader: Loader | undefined = lazyCatalogues[`./${lng}/${ns}.json`];
  if (!loader) return Promise.reject(new Error(`No catalogue ${lng}/${ns}`));
  return loader().then((module) => module.default);
}

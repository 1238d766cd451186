import common from './en/common.json';
import auth from './en/auth.json';
import dashboard from './en/dashboard.json';
import kyb from './en/kyb.json';
import errors from './en/errors.json';
import legal from './en/legal.json';
import data from './en/data.json';
import support from './en/support.json';
import inbox from './en/inbox.json';
import docs from './en/docs.json';
import secrets from './en/secrets.json';
import webhooks from './en/webhooks.json';
import registration from './en/registration.json';
import recovery from './en/recovery.json';
import account from './en/account.json';
import security from './en/security.json';
import audit from './en/audit.json';
import operatorConsole from './en/console.json';

/** English is bundled (default and fallback); other languages load on demand. */
export const en = {
  common,
  auth,
  dashboard,
  kyb,
  errors,
  legal,
  data,
  support,
  inbox,
  docs,
  secrets,
  webhooks,
  registration,
  recovery,
  security,
  account,
  audit,
  console: operatorConsole,
};
export type Namespace = keyof typeof en;
export const NAMESPACES = Object.keys(en) as Namespace[];

type Loader = () => Promise<{ default: Record<string, unknown> }>;
const lazyCatalogues = import.meta.glob<{ default: Record<string, unknown> }>(['./*/*.json', '!./en/*.json']);

/** Loads `./<lng>/<ns>.json` lazily (one chunk per catalogue). */
export function loadCatalogue(lng: string, ns: string): Promise<Record<string, unknown>> {
  const loader: Loader | undefined = lazyCatalogues[`./${lng}/${ns}.json`];
  if (!loader) return Promise.reject(new Error(`No catalogue ${lng}/${ns}`));
  return loader().then((module) => module.default);
}

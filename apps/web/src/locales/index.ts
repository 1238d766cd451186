import common from './en/common.json';
import auth from './en/auth.json';
import dashboard from './en/dashboard.json';
import kyb from './en/kyb.json';
import errors from './en/errors.json';

/** English is bundled (default and fallback); other languages load on demand. */
export const en = { common, auth, dashboard, kyb, errors };
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

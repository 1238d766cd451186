import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

type Catalogue = Record<string, unknown>;
const localesDir = fileURLToPath(new URL('../../src/locales/', import.meta.url));

function load(lng: string, ns: string): Catalogue {
  return JSON.parse(readFileSync(`${localesDir}${lng}/${ns}.json`, 'utf8')) as Catalogue;
}

/** Reads a text from the app's own catalogues, so specs follow the wording the app shows. */
export function text(lng: 'en' | 'it', key: string, values: Record<string, string> = {}): string {
  const [ns, ...rest] = key.split(':');
  const found = rest
    .join(':')
    .split('.')
    .reduce<unknown>((node, part) => (node as Catalogue)?.[part], load(lng, ns));
  if (typeof found !== 'string') throw new Error(`no text ${lng} ${key}`);
  return found.replace(/{{(\w+)}}/g, (_, name: string) => values[name] ?? '').replace(/<\/?\w+>/g, '');
}

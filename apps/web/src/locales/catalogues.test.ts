import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, LANGUAGES } from '@portal/contract';

const dir = new URL('.', import.meta.url).pathname;
const load = (lng: string, file: string) => JSON.parse(readFileSync(join(dir, lng, file), 'utf8')) as Record<string, unknown>;

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  return Object.entries(value as Record<string, unknown>).reduce(
    (all, [key, child]) => ({ ...all, ...flatten(child, prefix ? `${prefix}.${key}` : key) }),
    {} as Record<string, string>,
  );
}
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}|<(\w+)>/g)].map((m) => m[1] ?? m[2]).sort();

describe('translation catalogues', () => {
  const files = readdirSync(join(dir, 'en')).filter((f) => f.endsWith('.json'));

  it('exist with the same namespaces in every language', () => {
    for (const lng of LANGUAGES) expect(readdirSync(join(dir, lng)).sort()).toEqual(files.sort());
  });

  it.each(files)('%s has identical keys, no empty texts and the same placeholders in en and it', (file) => {
    const en = flatten(load('en', file));
    const it = flatten(load('it', file));
    expect(Object.keys(it).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en)) {
      expect(text.trim(), `en ${file} ${key}`).not.toBe('');
      expect(it[key].trim(), `it ${file} ${key}`).not.toBe('');
      expect(placeholders(it[key]), `${file} ${key}`).toEqual(placeholders(text));
    }
  });
});

describe('error messages', () => {
  it.each([...LANGUAGES])('every error code of the contract has a message in %s', (lng) => {
    const codes = (load(lng, 'errors.json').codes ?? {}) as Record<string, unknown>;
    const missing = ERROR_CODES.filter((code) => typeof codes[code] !== 'string' || !(codes[code] as string).trim());
    expect(missing, `add errors.json codes.<code> in ${lng} for these ERROR_CODES`).toEqual([]);
  });

  it('says something different in Italian than in English for every code', () => {
    const [en, it] = [load('en', 'errors.json').codes, load('it', 'errors.json').codes] as Array<Record<string, string>>;
    expect(ERROR_CODES.filter((code) => en[code] !== undefined && en[code] === it[code])).toEqual([]);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadEnv, processEnv } from '../src/config/env';

// The server reads a `.env` file in the folder it starts in; a variable the process was given wins over the file.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'env-file-'));
const file = path.join(dir, '.env');
fs.writeFileSync(
  file,
  ['# a comment', 'SESSION_CACHE_MS=not-a-number', 'METRICS_TOKEN=short', 'SUMSUB_LEVEL_NAME="kyb level"', ''].join('\n'),
);

describe('the .env file', () => {
  it('is read from the working folder by loadEnv(), as the server and the command line call it', () => {
    const cwd = process.cwd();
    const saved = process.env.METRICS_TOKEN;
    process.env.METRICS_TOKEN = 'a-token-of-sixteen-characters';
    process.chdir(dir);
    try {
      expect(() => loadEnv()).toThrow(/SESSION_CACHE_MS[\s\S]*SUMSUB_LEVEL_NAME/);
      expect(() => loadEnv()).not.toThrow(/METRICS_TOKEN/);
    } finally {
      process.chdir(cwd);
      if (saved === undefined) delete process.env.METRICS_TOKEN;
      else process.env.METRICS_TOKEN = saved;
    }
  });

  it('gives its values, quoted or not, unless the environment has the variable', () => {
    const saved = process.env.SESSION_MAX_HOURS;
    fs.writeFileSync(file, 'SESSION_MAX_HOURS=3\nSUMSUB_LEVEL_NAME="kyb-level"\nRETENTION_MAILS_DAYS=7\n');
    try {
      process.env.SESSION_MAX_HOURS = '5';
      const env = loadEnv(processEnv(file));
      expect(env.SESSION_MAX_HOURS).toBe(5);
      expect(env.SUMSUB_LEVEL_NAME).toBe('kyb-level');
      expect(env.RETENTION_MAILS_DAYS).toBe(7);
      expect(processEnv(path.join(dir, 'none'))).toBe(process.env);
    } finally {
      if (saved === undefined) delete process.env.SESSION_MAX_HOURS;
      else process.env.SESSION_MAX_HOURS = saved;
    }
  });

  it('has an example naming every setting of the configuration table, each valid once uncommented', () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    const docs = fs.readFileSync(path.join(root, 'docs/operations.md'), 'utf8');
    const table = docs.slice(docs.indexOf('## Configuration'), docs.indexOf('\n#', docs.indexOf('## Configuration') + 1));
    const documented = [...table.matchAll(/^\| (.*?) \|/gm)].flatMap((m) => [...m[1]!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((n) => n[1]!));
    const lines = fs.readFileSync(path.join(root, '.env.example'), 'utf8').split('\n');
    const settings = lines.filter((l) => /^# [A-Z][A-Z0-9_]+=/.test(l)).map((l) => l.slice(2));
    expect(settings.map((l) => l.slice(0, l.indexOf('='))).sort()).toEqual([...new Set(documented)].sort());
    const example = parseEnv(settings.filter((l) => !l.includes('<')).join('\n'));
    expect(() => loadEnv(example)).not.toThrow();
  });
});

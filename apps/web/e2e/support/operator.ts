import { execFile, execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { DemoUser } from './users';

/** The repository's root folder (the operator CLI runs from there). */
export const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * The data folder of the server under test, for specs that use the operator CLI (it goes through the
 * server's socket there): E2E_DATA_DIR, else DATA_DIR (as CI sets it), else ./data when a server
 * started with `npm run dev` is listening on it; null when none is known.
 */
export const DATA_DIR: string | null =
  process.env.E2E_DATA_DIR ??
  process.env.DATA_DIR ??
  (fs.existsSync(path.join(ROOT, 'data/operator.sock')) ? path.join(ROOT, 'data') : null);

/** A verified partner of the spec's own, made with `npm run admin -- partner create` (a fresh e-mail each call). */
export function createPartner(o: { dataDir: string; prefix: string; password: string; company: string; agent?: string }): DemoUser {
  const user = { email: `${o.prefix}-${crypto.randomBytes(4).toString('hex')}@partner.test`, password: o.password };
  const args = ['partner', 'create', '--email', user.email, '--password', user.password, '--company', o.company];
  execFileSync('npx', ['tsx', 'apps/server/src/cli/admin.ts', ...args, ...(o.agent ? ['--agent', o.agent] : [])], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: o.dataDir, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  return user;
}

/** An operator made with `npm run admin -- operator create` (a fresh e-mail each call). */
export function createOperator(o: { dataDir: string; role: string; password: string; prefix?: string }): string {
  const email = `${o.prefix ?? 'operator'}-${crypto.randomBytes(4).toString('hex')}@bank.test`;
  const args = ['operator', 'create', '--email', email, '--role', o.role, '--password', o.password];
  execFileSync('npx', ['tsx', 'apps/server/src/cli/admin.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: o.dataDir, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  return email;
}

/**
 * `npm run admin -- <args>` as that script runs it (the built server's apps/server/dist/admin.js, which the suite runs
 * against anyway: no TypeScript to compile, seconds faster than tsx), without blocking, so that independent commands
 * run side by side; answers its JSON line.
 */
export async function adminAsync(dataDir: string, ...args: string[]): Promise<Record<string, unknown>> {
  const { stdout } = await promisify(execFile)('node', ['apps/server/dist/admin.js', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  return JSON.parse(stdout.trim().split('\n').pop()!) as Record<string, unknown>;
}

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

/**
 * The operator CLI (`npm run admin -- <args>`) on the server in `dataDir`, as the built server ships it
 * (apps/server/dist/admin.js: the suite runs against the built server anyway). No TypeScript to compile: a call
 * takes about 1 s of CPU where `npx tsx apps/server/src/cli/admin.ts` took about 5, and the specs make many.
 * When there is no build (a server started with `npm run dev`), the source runs through tsx.
 */
function adminCommand(args: string[]): [string, string[]] {
  const built = path.join(ROOT, 'apps/server/dist/admin.js');
  return fs.existsSync(built)
    ? [process.execPath, [built, ...args]]
    : [process.execPath, ['--import', 'tsx', 'apps/server/src/cli/admin.ts', ...args]];
}

const adminEnv = (dataDir: string) => ({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
const lastJsonLine = (out: string) => JSON.parse(out.trim().split('\n').pop()!) as Record<string, unknown>;

/** The operator CLI on the server under test (DATA_DIR, or `dataDir`): the command's JSON answer. */
export function admin(...args: string[]): Record<string, unknown> {
  return adminIn(DATA_DIR!, ...args);
}

export function adminIn(dataDir: string, ...args: string[]): Record<string, unknown> {
  const [command, argv] = adminCommand(args);
  return lastJsonLine(execFileSync(command, argv, { cwd: ROOT, env: adminEnv(dataDir), encoding: 'utf8' }));
}

/** A verified partner of the spec's own, made with `npm run admin -- partner create` (a fresh e-mail each call). */
export function createPartner(o: { dataDir: string; prefix: string; password: string; company: string; agent?: string }): DemoUser {
  const user = { email: `${o.prefix}-${crypto.randomBytes(4).toString('hex')}@partner.test`, password: o.password };
  const args = ['partner', 'create', '--email', user.email, '--password', user.password, '--company', o.company];
  adminIn(o.dataDir, ...args, ...(o.agent ? ['--agent', o.agent] : []));
  return user;
}

/** An operator made with `npm run admin -- operator create` (a fresh e-mail each call). */
export function createOperator(o: { dataDir: string; role: string; password: string; prefix?: string }): string {
  const email = `${o.prefix ?? 'operator'}-${crypto.randomBytes(4).toString('hex')}@bank.test`;
  const args = ['operator', 'create', '--email', email, '--role', o.role, '--password', o.password];
  adminIn(o.dataDir, ...args);
  return email;
}

/** The operator CLI without blocking, so that independent commands run side by side: the command's JSON answer. */
export async function adminAsync(dataDir: string, ...args: string[]): Promise<Record<string, unknown>> {
  const [command, argv] = adminCommand(args);
  const { stdout } = await promisify(execFile)(command, argv, { cwd: ROOT, env: adminEnv(dataDir), encoding: 'utf8' });
  return lastJsonLine(stdout);
}

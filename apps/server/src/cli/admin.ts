import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pino from 'pino';
import { loadEnv, type Env } from '../config/env';
import { restoreInto } from '../db/backup';
import { lockDataDir } from '../lib/lock';
import { createContext } from '../bootstrap';
import { runCommand } from '../cli/commands';
import { OperatorError } from '../cli/args';
import { operatorSocketPath } from '../cli/channel';

/** `npm run admin -- <command>`: through the running server's socket, else on the database itself. */
async function main() {
  const argv = process.argv.slice(2);
  const env = loadEnv();
  // the running portal resolves paths from its own folder: hand it the operator's
  if ((argv[0] === 'backup' || argv[0] === 'restore') && argv[1] && !argv[1].startsWith('--')) argv[1] = path.resolve(argv[1]);
  if (argv[0] === 'restore') return restore(env, argv[1]);
  const socket = operatorSocketPath(env.dataDir);
  if (!env.DATABASE_URL && fs.existsSync(socket)) {
    const answer = await viaSocket(socket, argv).catch(() => null);
    if (answer) return answer;
  }
  const ctx = await createContext(env, pino({ level: 'silent' }));
  try {
    return { ok: true, result: await runCommand(ctx, argv) };
  } catch (err) {
    return { ok: false, error: err instanceof OperatorError ? err.message : (err as Error).message };
  } finally {
    await ctx.db.close();
  }
}

/** `restore FILE`: into an empty embedded database folder, with the portal stopped (the folder's lock says so). */
async function restore(env: Env, file: string | undefined) {
  if (!file) return { ok: false, error: 'restore needs the backup file: npm run admin -- restore FILE' };
  if (env.DATABASE_URL)
    return { ok: false, error: 'the portal runs on PostgreSQL (DATABASE_URL): restore with pg_restore, see docs/operations.md' };
  try {
    const unlock = lockDataDir(env.dataDir);
    try {
      return { ok: true, result: await restoreInto(path.join(env.dataDir, 'pgdata'), file) };
    } finally {
      unlock();
    }
  } catch (err) {
    return { ok: false, error: (err as Error).message };
  }
}

function viaSocket(file: string, argv: string[]): Promise<{ ok: boolean; result?: unknown; error?: string }> {
  return new Promise((resolve, reject) => {
    const sock = net.createConnection(file);
    let buf = '';
    sock.setEncoding('utf8');
    sock.on('connect', () => sock.write(`${JSON.stringify({ argv })}\n`));
    sock.on('data', (d) => (buf += d));
    sock.on('end', () => (buf ? resolve(JSON.parse(buf)) : reject(new Error('empty answer'))));
    sock.on('error', reject);
  });
}

main()
  .then((answer) => {
    if (answer.ok) {
      process.stdout.write(`${JSON.stringify(answer.result)}\n`);
    } else {
      process.stderr.write(`error: ${answer.error}\n`);
      process.exitCode = 1;
    }
  })
  .catch((err: Error) => {
    process.stderr.write(`error: ${err.message}\n`);
    process.exitCode = 1;
  });

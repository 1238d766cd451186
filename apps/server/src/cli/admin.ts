import fs from 'node:fs';
import net from 'node:net';
import pino from 'pino';
import { loadEnv } from '../config/env';
import { createContext } from '../bootstrap';
import { runCommand } from '../modules/operator/commands';
import { OperatorError } from '../modules/operator/args';
import { operatorSocketPath } from '../modules/operator/operator.channel';

/** `npm run admin -- <command>`: through the running server's socket, else on the database itself. */
async function main() {
  const argv = process.argv.slice(2);
  const env = loadEnv();
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

import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { AppContext } from '../context';
import { runCommand } from './commands';
import { OperatorError } from './args';

export const operatorSocketPath = (dataDir: string) => path.join(dataDir, 'operator.sock');

/**
 * The local operator channel (CONTRACTS §3): a Unix socket in DATA_DIR, mode 0600, never a network
 * port. One JSON line in (`{"argv": [...]}`), one JSON line out (`{"ok": true, "result": {...}}`).
 */
export async function startOperatorChannel(ctx: AppContext): Promise<net.Server> {
  const file = operatorSocketPath(ctx.env.dataDir);
  fs.mkdirSync(ctx.env.dataDir, { recursive: true });
  if (fs.existsSync(file)) fs.unlinkSync(file);
  const server = net.createServer((sock) => {
    let buf = '';
    sock.setEncoding('utf8');
    sock.on('data', async (chunk) => {
      buf += chunk;
      if (buf.length > 65536) return sock.destroy();
      const nl = buf.indexOf('\n');
      if (nl < 0) return;
      const answer = await handle(ctx, buf.slice(0, nl));
      sock.end(`${JSON.stringify(answer)}\n`);
    });
    sock.on('error', () => undefined);
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(file, () => resolve()));
  fs.chmodSync(file, 0o600);
  return server;
}

async function handle(ctx: AppContext, line: string) {
  try {
    const { argv } = JSON.parse(line) as { argv: unknown };
    if (!Array.isArray(argv) || !argv.every((a) => typeof a === 'string')) throw new OperatorError('argv must be a list of strings');
    const result = await runCommand(ctx, argv);
    ctx.log.info({ command: argv.slice(0, 2).join(' ') }, 'operator command');
    return { ok: true, result };
  } catch (err) {
    const message = err instanceof OperatorError ? err.message : `command failed: ${(err as Error).message}`;
    return { ok: false, error: message };
  }
}

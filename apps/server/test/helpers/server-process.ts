import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import net from 'node:net';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SIGNATURE_HEADERS, stringToSign } from '@portal/contract';
import { scratchDatabase } from './scratch-db';
import { migratedDataDir } from './pglite-template';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * A brands file (BRANDS_FILE) of the shipped brands with the partner API rate limits lifted, for
 * tests that write events through the partner API faster than a partner may (partner-api-limits.test.ts).
 */
export function liftedLimitsBrandsFile(): string {
  const shipped = JSON.parse(fs.readFileSync(path.join(root, 'apps/server/src/brands/default-brands.json'), 'utf8')) as {
    brands: object[];
  };
  const lifted = { max: 100_000, windowMs: 1_000 };
  const brands = shipped.brands.map((b) => ({ ...b, partnerApiLimits: { perKey: lifted, perPartner: lifted } }));
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-brands-')), 'brands.json');
  fs.writeFileSync(file, JSON.stringify({ ...shipped, brands }));
  return file;
}

/**
 * Where a server process keeps its data: a new database on TEST_DATABASE_URL (dropped by the cleanup pushed on
 * `cleanups`), else a new embedded folder. Servers given the same answer share one database.
 */
export async function processStorage(cleanups: Array<() => Promise<unknown>>): Promise<Record<string, string>> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-wh-proc-'));
    cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
    return { DATA_DIR: dir };
  }
  const scratch = await scratchDatabase(url, 't_wh');
  cleanups.push(scratch.drop);
  return { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'portal-wh-proc-')), DATABASE_URL: scratch.url };
}

export async function freePort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', () => resolve()));
  const port = (s.address() as net.AddressInfo).port;
  await new Promise((r) => s.close(r));
  return port;
}

/**
 * The real server as a child process, run from source (node --import tsx: one process, so that
 * SIGKILL really kills the server and nothing survives it).
 */
export class ServerProcess {
  readonly logs: string[] = [];
  private exited: Promise<void>;
  private constructor(
    readonly proc: ChildProcess,
    readonly base: string,
  ) {
    proc.stdout!.setEncoding('utf8');
    proc.stderr!.setEncoding('utf8');
    let partial = '';
    const take = (chunk: string) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      this.logs.push(...lines);
    };
    proc.stdout!.on('data', take);
    proc.stderr!.on('data', take);
    this.exited = new Promise((resolve) => proc.once('exit', () => resolve()));
  }

  static async start(env: Record<string, string>, o: { upWithinMs?: number } = {}): Promise<ServerProcess> {
    // on the embedded database: a migrated one already in its folder (a build's first start loads its packed template)
    if (env.DATA_DIR && !env.DATABASE_URL && !process.env.DATABASE_URL) await migratedDataDir(env.DATA_DIR);
    const port = await freePort();
    const proc = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
        WEBHOOK_ALLOW_HTTP: 'true',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const server = new ServerProcess(proc, `http://127.0.0.1:${port}`);
    const end = Date.now() + (o.upWithinMs ?? 150_000);
    for (;;) {
      if (proc.exitCode !== null) throw new Error(`server exited (${proc.exitCode}):\n${server.logs.slice(-20).join('\n')}`);
      try {
        if ((await fetch(`${server.base}/api-portal/auth/status`)).ok) return server;
      } catch {
        /* not listening yet */
      }
      if (Date.now() > end) {
        await server.kill('SIGKILL');
        throw new Error(`server did not start:\n${server.logs.slice(-20).join('\n')}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  async kill(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    if (this.proc.exitCode === null && this.proc.signalCode === null) this.proc.kill(signal);
    await this.exited;
  }

  async json<T = Record<string, unknown>>(
    method: string,
    url: string,
    o: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) {
    const raw = o.body === undefined ? undefined : typeof o.body === 'string' ? o.body : JSON.stringify(o.body);
    const r = await fetch(`${this.base}${url}`, {
      method,
      headers: {
        ...(raw ? { 'content-type': 'application/json' } : {}),
        ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
        ...o.headers,
      },
      body: raw,
    });
    const text = await r.text();
    if (!r.ok) throw new Error(`${method} ${url}: ${r.status} ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  }

  async login(email: string, password: string): Promise<string> {
    return (await this.json<{ token: string }>('POST', '/api-portal/auth/login', { body: { email, password } })).token;
  }

  /** A partner API call signed the documented way (CONTRACTS §5). */
  signed<T = Record<string, unknown>>(key: { token: string; secret: string }, method: string, url: string, body?: unknown) {
    const raw = body === undefined ? '' : JSON.stringify(body);
    const ts = String(Math.floor(Date.now() / 1000));
    const sig = crypto
      .createHmac('sha256', key.secret)
      .update(stringToSign(ts, method, url, raw))
      .digest('hex');
    return this.json<T>(method, url, {
      body: raw || undefined,
      headers: { [SIGNATURE_HEADERS.token]: key.token, [SIGNATURE_HEADERS.timestamp]: ts, [SIGNATURE_HEADERS.signature]: sig },
    });
  }
}

// The cluster test's own PostgreSQL and Redis (Debian's binaries), so that it can restart and stop them
// under load. Each runs on a free loopback port in the test's folder; PostgreSQL as the `postgres` user
// when the test runs as root (initdb refuses root).
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';

const PG_BINS = ['/usr/lib/postgresql/15/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/17/bin'];

/** Debian's PostgreSQL binaries and redis-server, when both are installed. */
export function ownServicesAvailable() {
  const bin = PG_BINS.find((d) => fs.existsSync(path.join(d, 'initdb')));
  const redis = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((p) => fs.existsSync(p));
  return bin && redis ? { bin, redis } : null;
}

const asRoot = () => process.getuid?.() === 0;
const command = (cmd, args) => (asRoot() ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args]);

function asPostgres(cmd, args) {
  const r = spawnSync(...command(cmd, args), { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${path.basename(cmd)} ${args.join(' ')} failed: ${r.stderr || r.stdout}`);
}

/** The same, without blocking the test's event loop (its load keeps running meanwhile). */
function asPostgresAsync(cmd, args) {
  return new Promise((resolve, reject) => {
    const p = spawn(...command(cmd, args), { stdio: 'ignore' });
    p.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(cmd)} ${args.join(' ')} exited ${code}`))));
  });
}

/** A fresh PostgreSQL cluster in `dir` on `port`; restart() and stop() as an operator would. */
export function startPostgres({ bin, dir, port }) {
  fs.mkdirSync(dir, { mode: 0o700 });
  if (process.getuid?.() === 0) {
    const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    fs.chownSync(dir, Number(id.stdout.trim()), Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim()));
  }
  asPostgres(path.join(bin, 'initdb'), ['-D', dir, '-U', 'postgres', '-A', 'trust']);
  const ctlArgs = (args) => ['-D', dir, '-l', path.join(dir, 'server.log'), ...args];
  const ctl = (...args) => asPostgres(path.join(bin, 'pg_ctl'), ctlArgs(args));
  ctl('-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, 'start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** a fast restart: every connection is ended, the server is back when this returns */
    restart: () => asPostgresAsync(path.join(bin, 'pg_ctl'), ctlArgs(['-w', '-m', 'fast', 'restart'])),
    stop: () => {
      try {
        ctl('-m', 'immediate', 'stop');
      } catch {
        /* already stopped */
      }
    },
  };
}

/**
 * Pins the PostgreSQL cluster in `dir` to `cpus` (taskset's list, e.g. "1" or "0-1"): its postmaster, so every backend
 * it starts from now on, and the processes it runs now.
 */
export function pinPostgres(dir, cpus) {
  const postmaster = fs.readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0].trim();
  const children = spawnSync('pgrep', ['-P', postmaster], { encoding: 'utf8' }).stdout.split(/\s+/).filter(Boolean);
  for (const pid of [postmaster, ...children]) pinProcess(pid, cpus);
}

/** `pid` and its threads onto `cpus` (taskset); what it starts afterwards inherits them. */
export function pinProcess(pid, cpus) {
  const r = spawnSync('taskset', ['-a', '-p', '-c', cpus, String(pid)], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`taskset -c ${cpus} ${pid}: ${r.error?.message ?? r.stderr}`);
}

/** redis-server arguments for a throw-away instance on `port` (no persistence; any file it writes goes to `dir`). */
export const redisArgs = (port, dir) => ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir];

/** Whether Redis at `url` answers PING (one short-lived connection). */
export async function redisUp(Redis, url) {
  const c = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  c.on('error', () => undefined);
  try {
    await c.connect();
    return (await c.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    c.disconnect();
  }
}

/** A port free on 127.0.0.1 now. */
export async function freePort() {
  const s = net.createServer();
  await new Promise((resolve) => s.listen(0, '127.0.0.1', resolve));
  const { port } = s.address();
  await new Promise((r) => s.close(r));
  return port;
}

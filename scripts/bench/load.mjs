// `npm run bench:load`: the load benchmark. The reference topology (three server processes
// on one PostgreSQL and one Redis behind nginx with deploy/nginx/portal.conf.template, TLS at nginx),
// then wrk (autocannon without it): BENCH_CONNECTIONS (default 200) connections for BENCH_SECONDS (default 60) of mixed
// signed-in calls (lists, details, statistics). Prints requests, errors (non-2xx, socket errors,
// timeouts) and the latency percentiles. Needs Debian's postgresql-15, redis-server and nginx.
// BENCH_TRANSACTIONS: transactions seeded for the demo partner besides its own (default 50000).
// BENCH_RATES: the runs, one after the other on the same topology, comma-separated (default max,400,800,1200): `max`
// is every connection calling as fast as it can (the throughput, and latency that is the queue's); a number is the
// calls/s the connections offer together, each waiting a random time before each call like a user (the latency
// a partner sees at that load).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { httpLoad, loadClient } from './http-load.mjs';
import { cpuWindow, describeCpu } from './cpu-usage.mjs';
import { Redis } from 'ioredis';
import { benchBrandsFile, ensureServerBuilt, root, until } from '../lib.mjs';
import { freePort, ownServicesAvailable, redisArgs, redisUp, startPostgres } from '../cluster/services.mjs';
import { nginxBin, nginxConfig } from '../cluster/nginx.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const TRANSACTIONS = Number(process.env.BENCH_TRANSACTIONS ?? 50_000);
const DEMO = { email: 'demo@partner.test', password: 'Demo@Partner1' };
const RATES = (process.env.BENCH_RATES ?? 'max,400,800,1200').split(',').map((r) => {
  if (r.trim() === 'max') return undefined;
  const n = Number(r);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`BENCH_RATES: each run is max or calls/s above 0, not "${r}"`);
  return n;
});

loadClient(); // a wrong BENCH_CLIENT fails here, before any set-up
const own = ownServicesAvailable();
if (!own) {
  console.error('bench:load needs Debian packages postgresql-15, redis-server and nginx');
  process.exit(2);
}
// nginx's certificate is a throw-away one
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
process.removeAllListeners('warning');

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-load-'));
fs.chmodSync(work, 0o755);
const children = [];
let database;
// Each child leads a process group of its own, killed whole: nginx's workers outlive a killed master and keep the
// log pipes open, so the benchmark printed its figures and then never exited.
const stopAll = () => {
  for (const c of children) {
    if (c.exitCode !== null || c.signalCode !== null) continue;
    try {
      process.kill(-c.pid, 'SIGKILL');
    } catch {
      c.kill('SIGKILL');
    }
  }
  database?.stop();
};
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));

function start(name, cmd, args, env) {
  const child = spawn(cmd, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const log = fs.createWriteStream(path.join(work, `${name}.log`));
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  children.push(child);
  return child;
}

try {
  ensureServerBuilt();
  database = startPostgres({ bin: own.bin, dir: path.join(work, 'pg'), port: await freePort() });
  const redisPort = await freePort();
  start('redis', own.redis, redisArgs(redisPort, work), process.env);
  const redisUrl = `redis://127.0.0.1:${redisPort}/0`;
  await until(() => redisUp(Redis, redisUrl), 10_000, 'redis');

  // the environment of deploy/env/portal-N.env, on loopback ports (demo data: development)
  const shared = path.join(work, 'shared-data');
  fs.mkdirSync(shared);
  const common = {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    DATA_DIR: shared,
    SECRETS_KEY: crypto.randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    BRANDS_FILE: benchBrandsFile(work),
  };
  const ports = [];
  for (const n of [1, 2, 3]) {
    const port = await freePort();
    ports.push(port);
    const env = { ...common, PORT: String(port), METRICS_PORT: String(await freePort()), SEED_DEMO: n === 1 ? 'true' : 'false' };
    start(`portal-${n}`, process.execPath, [path.join(root, 'apps/server/dist/main.js')], env);
  }
  for (const port of ports) await until(async () => (await fetch(`http://127.0.0.1:${port}/readyz`)).ok, 120_000, `port ${port}`);
  if (TRANSACTIONS > 0) {
    const args = [path.join(root, 'apps/server/dist/admin.js'), 'seed', '--email', DEMO.email, '--transactions', String(TRANSACTIONS)];
    const r = spawnSync(process.execPath, args, { env: common, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`seed: ${r.stderr}`);
  }

  const { httpsPort, args } = await nginxConfig({ dir: path.join(work, 'nginx'), backends: ports, accessLog: false });
  start('nginx', nginxBin, args, process.env);
  const lb = `https://localhost:${httpsPort}`;
  await until(async () => (await fetch(`${lb}/api-portal/auth/status`)).ok, 15_000, 'nginx');

  const login = await fetch(`${lb}/api-portal/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  const { token } = await login.json();
  const headers = { authorization: `Bearer ${token}` };
  const tx = (await (await fetch(`${lb}/api-portal/transactions?page=1`, { headers })).json()).list[0];
  // the mix: four lists, three details, two statistics
  const paths = [
    '/api-portal/transactions?page=1',
    '/api-portal/clients?page=1',
    `/api-portal/clients/${tx.clientId}`,
    '/api-portal/accounts/list/BANK?page=1',
    `/api-portal/accounts/${tx.walletId}`,
    '/api-portal/cards?page=1',
    `/api-portal/transactions?page=2`,
    '/api-portal/statistics/transactions',
    '/api-portal/statistics/clients/EXTERNAL_INDIVIDUAL',
  ];
  for (const p of paths) {
    const r = await fetch(`${lb}${p}`, { headers });
    if (!r.ok) throw new Error(`${p}: ${r.status}`);
  }
  console.log(`${CONNECTIONS} connections for ${SECONDS} s through nginx to three processes, ${paths.length} calls in turn:`);
  for (const p of paths) console.log(`  GET ${p}`);
  const rows = [];
  let client;
  for (const rate of RATES) {
    const window = cpuWindow();
    const result = await httpLoad({ base: lb, paths, headers, connections: CONNECTIONS, seconds: SECONDS, rate });
    const cpu = window.end();
    client = result.client;
    const offered = rate === undefined ? 'max' : String(rate);
    const sockets = `socket errors ${result.socketErrors}, of which timeouts (10 s) ${result.timeouts}`;
    console.log(`offered ${offered}: status codes: ${result.statuses}; ${sockets}`);
    console.log(`  ${describeCpu(cpu, result.client)}`);
    rows.push({
      'offered calls/s': offered,
      requests: result.total,
      'calls/s': result.rps.toFixed(0),
      errors: result.errors,
      'p50 ms': result.p50,
      'p90 ms': result.p90,
      'p99 ms': result.p99,
      'max ms': result.max,
      'cores busy': cpu?.busy ?? '?',
    });
  }
  console.table(rows);
  console.log(`${os.cpus().length} cores (shared with PostgreSQL, Redis, nginx and ${client}); goal: 0 errors, p99 < 100 ms (issue 17)`);
} finally {
  stopAll();
  if (!process.env.BENCH_KEEP) fs.rmSync(work, { recursive: true, force: true });
}

// `npm run bench`: seeds one partner with 1,000,000 transactions through the operator CLI on a
// fresh embedded database (or BENCH_DATABASE_URL), then measures the portal calls over HTTP.
// Prints a table of medians and p95 against the targets of the issues.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { benchBrandsFile, ensureServerBuilt, root } from '../lib.mjs';
import { benchPartnerApi } from './partner-api.mjs';
import { benchWebhooks } from './webhooks.mjs';

const TRANSACTIONS = Number(process.env.BENCH_TRANSACTIONS ?? 1_000_000);
const PORT = Number(process.env.BENCH_PORT ?? 58090);
const base = `http://127.0.0.1:${PORT}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
const env = {
  NODE_ENV: 'development',
  ...process.env,
  DATA_DIR: dataDir,
  PORT: String(PORT),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  BRANDS_FILE: benchBrandsFile(dataDir),
};
if (process.env.BENCH_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_DATABASE_URL;

ensureServerBuilt();
const t0 = Date.now();
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], { env, stdio: ['ignore', 'inherit', 'inherit'] });
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);

async function waitUp() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api-portal/auth/status`)).ok) return Date.now() - t0;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

function admin(args) {
  const r = spawnSync(process.execPath, [path.join(root, 'apps/server/dist/admin.js'), ...args], { env, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`admin ${args.join(' ')}: ${r.stderr}`);
  return JSON.parse(r.stdout);
}

async function measure(url, token, n = 50) {
  const times = [];
  for (let i = 0; i < n + 5; i++) {
    const s = performance.now();
    const r = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } });
    await r.arrayBuffer();
    if (!r.ok) throw new Error(`${url}: ${r.status}`);
    if (i >= 5) times.push(performance.now() - s);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(n / 2)], p95: times[Math.floor(n * 0.95)] };
}

const rows = [];
const row = (what, value, target, ok) => rows.push({ what, value, target, ok: ok ? 'yes' : 'NO' });
try {
  const firstStatus = await waitUp();
  row('first start: first status call answered', `${firstStatus} ms`, '(fresh DB: migrate + seed demo)', true);
  const seeded = admin(['seed', '--email', 'demo@partner.test', '--transactions', String(TRANSACTIONS)]);
  row(`seed ${TRANSACTIONS.toLocaleString('en')} transactions (operator seed)`, `${seeded.ms} ms`, '< 60000 ms', seeded.ms < 60_000);
  const login = await fetch(`${base}/api-portal/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@partner.test', password: 'Demo@Partner1' }),
  });
  const { token } = await login.json();
  for (const p of ['clients/EXTERNAL_INDIVIDUAL', 'clients/EXTERNAL_BUSINESS', 'accounts', 'cards', 'transactions']) {
    const m = await measure(`/api-portal/statistics/${p}`, token);
    row(`GET /api-portal/statistics/${p} median (p95)`, `${m.median.toFixed(2)} ms (${m.p95.toFixed(2)})`, '< 50 ms', m.median < 50);
  }
  await benchPartnerApi({ base, token, row });
  stop();
  await new Promise((r) => server.once('exit', r));
  if (!env.DATABASE_URL) {
    const t1 = Date.now();
    const again = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], { env, stdio: 'inherit' });
    const t = await waitUp().then(() => Date.now() - t1);
    row('restart with data: first status call answered', `${t} ms`, '< 3000 ms', t < 3000);
    again.kill('SIGTERM');
    await new Promise((r) => again.once('exit', r));
  }
} finally {
  stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
// webhook delivery: its own server, receivers on loopback
rows.push(
  ...(await benchWebhooks({
    entry: [path.join(root, 'apps/server/dist/main.js')],
    adminEntry: [path.join(root, 'apps/server/dist/admin.js')],
  })),
);
console.log(`\nbench on ${env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}`);
console.table(rows);
// the list calls at scale: their own seed, embedded and, with BENCH_DATABASE_URL, PostgreSQL
const lists = spawnSync(process.execPath, [path.join(root, 'scripts/bench/lists.mjs')], { cwd: root, stdio: 'inherit', env: process.env });
process.exit(rows.every((r) => r.ok === 'yes') && lists.status === 0 ? 0 : 1);

// `npm run bench:throughput`: how many signed-in list calls one server process answers per second on
// PostgreSQL, next to the floor: pgbench running the very statements one such call runs, at the same
// concurrency. The statements are not copied here: they are read from PostgreSQL's statement log while
// the server answers a few calls (so the benchmark follows the code), then pgbench replays them with
// their parameters, twice: -M extended (each parsed and planned on every run, as node-postgres runs an unnamed
// statement) and -M prepared (each once per connection, as the server runs the ones it prepares: db/prepared.ts).
// The goal is judged against the higher floor. Runs with the session cache on and off, each with every process on
// every core (`shared`) and with PostgreSQL alone on the last core (`apart`, as on a host of its own; BENCH_PLACEMENT).
// Needs Debian's PostgreSQL binaries (postgresql-15: initdb, pg_ctl, pgbench); runs its own cluster.
// BENCH_CONNECTIONS (default 10, the pool size of a process), BENCH_SECONDS (default 15),
// BENCH_TRANSACTIONS (extra transactions seeded for the demo partner, default 50000), BENCH_PORT.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import pg from 'pg';
import { benchBrandsFile, ensureServerBuilt, root } from '../lib.mjs';
import { freePort, ownServicesAvailable, pinPostgres, pinProcess, startPostgres } from '../cluster/services.mjs';
import { httpLoad, loadClient } from './http-load.mjs';
import { cpuWindow, describeCpu } from './cpu-usage.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const TRANSACTIONS = Number(process.env.BENCH_TRANSACTIONS ?? 50_000);
const LIST = '/api-portal/transactions?page=1';
/** calls captured from the log; a statement of every call appears this many times, a background job's not */
const CAPTURE_CALLS = 5;

const CORES = os.cpus().length;
const PLACEMENTS = (process.env.BENCH_PLACEMENT ?? (CORES > 1 ? 'shared,apart' : 'shared')).split(',');
for (const p of PLACEMENTS) {
  if (p !== 'shared' && p !== 'apart') throw new Error(`BENCH_PLACEMENT lists shared or apart, not ${p}`);
  if (p === 'apart' && CORES < 2) throw new Error('BENCH_PLACEMENT=apart needs two cores or more');
}
const client = loadClient(); // a wrong BENCH_CLIENT fails here, before any set-up
const own = ownServicesAvailable();
if (!own) {
  console.error('bench:throughput needs Debian PostgreSQL binaries (postgresql-15) and redis-server');
  process.exit(2);
}
const pgbench = path.join(own.bin, 'pgbench');

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-throughput-'));
fs.chmodSync(work, 0o755);
const pgDir = path.join(work, 'pg');
const database = startPostgres({ bin: own.bin, dir: pgDir, port: Number(process.env.BENCH_PG_PORT ?? (await freePort())) });
const logFile = path.join(pgDir, 'server.log');
const admin = new pg.Client({ connectionString: database.url });
await admin.connect();
const children = [];
const stopAll = () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  database.stop();
};
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));

ensureServerBuilt();
const baseEnv = {
  ...process.env,
  NODE_ENV: 'development',
  HOST: '127.0.0.1',
  DATABASE_URL: database.url,
  DATA_DIR: path.join(work, 'data'),
  LOG_LEVEL: 'warn',
  BRANDS_FILE: benchBrandsFile(work),
};
delete baseEnv.REDIS_URL;

async function startServer(extra) {
  const port = Number(process.env.BENCH_PORT ?? (await freePort()));
  const env = { ...baseEnv, PORT: String(port), ...extra };
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 900; i++) {
    if (child.exitCode !== null) throw new Error('the server exited');
    if (
      await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { base, env, stop: () => stopChild(child) };
    await sleep(100);
  }
  throw new Error('the server did not start');
}

async function stopChild(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

async function signIn(base) {
  const r = await fetch(`${base}/api-portal/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@partner.test', password: 'Demo@Partner1' }),
  });
  if (!r.ok) throw new Error(`sign-in: ${r.status}`);
  return (await r.json()).token;
}

async function call(base, token) {
  const r = await fetch(`${base}${LIST}`, { headers: { authorization: `Bearer ${token}` } });
  await r.arrayBuffer();
  if (!r.ok) throw new Error(`${LIST}: ${r.status}`);
}

/** `execute <name>: SQL` entries of the log (`named` unless <unnamed>) with their `parameters:` detail, from byte `from` on. */
function loggedStatements(from) {
  const text = fs.readFileSync(logFile, 'utf8').slice(from);
  const entries = text.split(/\n(?=\d{4}-\d\d-\d\d \d\d:\d\d:\d\d)/);
  const out = [];
  for (const e of entries) {
    const exec = e.match(/LOG: {2}execute ([^:]*): ([\s\S]*)$/);
    if (exec) out.push({ sql: exec[2].replace(/\n\t/g, '\n').trim(), params: [], named: exec[1] !== '<unnamed>' });
    const detail = e.match(/DETAIL: {2}parameters: ([\s\S]*)$/);
    if (detail && out.length) {
      for (const m of detail[1].matchAll(/\$(\d+) = (NULL|'((?:[^']|'')*)')/g))
        out.at(-1).params[Number(m[1]) - 1] = m[2] === 'NULL' ? null : m[3].replace(/''/g, "'");
    }
  }
  return out;
}

/** The statements one list call runs: logged while the server answers CAPTURE_CALLS calls. */
async function captureCall(base, token) {
  await call(base, token); // warm: the session cache (when on) holds the token, as in a steady load
  await admin.query("ALTER SYSTEM SET log_statement = 'all'");
  await admin.query('SELECT pg_reload_conf()');
  await sleep(300);
  const from = fs.statSync(logFile).size;
  for (let i = 0; i < CAPTURE_CALLS; i++) await call(base, token);
  await sleep(300);
  await admin.query('ALTER SYSTEM RESET log_statement');
  await admin.query('SELECT pg_reload_conf()');
  const all = loggedStatements(from);
  const count = new Map();
  for (const s of all) count.set(s.sql, (count.get(s.sql) ?? 0) + 1);
  const seen = new Set();
  const perCall = all.filter((s) => count.get(s.sql) % CAPTURE_CALLS === 0 && !seen.has(s.sql) && seen.add(s.sql));
  if (perCall.length === 0) throw new Error('no statement of the list call found in the PostgreSQL log');
  return perCall.map((s) => ({ ...s, times: count.get(s.sql) / CAPTURE_CALLS }));
}

/** Puts PostgreSQL and this process (so the server, the load generator and pgbench it starts) on their cores. */
function place(placement) {
  const all = `0-${CORES - 1}`;
  const db = placement === 'apart' ? String(CORES - 1) : all;
  const rest = placement === 'apart' ? `0-${CORES - 2}` : all;
  pinPostgres(pgDir, db);
  pinProcess(process.pid, rest);
  return placement === 'apart' ? `PostgreSQL alone on core ${db}, the rest on ${rest}` : `all on the ${CORES} cores`;
}

/** A pgbench script of those statements, each parameter a variable (-D) sent as a parameter (-M `mode`). */
function pgbenchRun(statements, label, mode) {
  const defines = [];
  const lines = [];
  statements.forEach((s, i) => {
    // pgbench reads `:name` as a variable even inside a literal ('HH24:MI:SS'): there the colon becomes chr(58)
    const unquoted = s.sql.replace(/'(?:[^']|'')*'/g, (lit) => lit.replace(/:(?=[A-Za-z_])/g, "' || chr(58) || '"));
    const sql = unquoted.replace(/\$(\d+)/g, (_, n) => {
      const name = `s${i}p${n}`;
      defines.push('-D', `${name}=${s.params[Number(n) - 1]}`);
      return `:${name}`;
    });
    // pgbench reads one statement up to its semicolon, over several lines
    for (let k = 0; k < s.times; k++) lines.push(`${sql};`);
  });
  const file = path.join(work, `${label}.sql`);
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
  fs.chmodSync(file, 0o644);
  const url = new URL(database.url);
  const args = ['-n', '-M', mode, '-c', String(CONNECTIONS), '-j', '2', '-T', String(SECONDS), '-f', file, ...defines];
  args.push('-h', url.hostname, '-p', url.port, '-U', 'postgres', 'postgres');
  const asRoot = process.getuid?.() === 0;
  const r = spawnSync(asRoot ? 'runuser' : pgbench, asRoot ? ['-u', 'postgres', '--', pgbench, ...args] : args, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`pgbench: ${r.stderr}`);
  const tps = Number(r.stdout.match(/tps = ([\d.]+)/)?.[1]);
  const latency = Number(r.stdout.match(/latency average = ([\d.]+) ms/)?.[1]);
  return { tps, latency };
}

async function httpRun(base, token) {
  const headers = { authorization: `Bearer ${token}` };
  return httpLoad({ base, paths: [LIST], headers, connections: CONNECTIONS, seconds: SECONDS });
}

const rows = [];
try {
  // the data: the demo partner, and BENCH_TRANSACTIONS more transactions of its own
  const seeder = await startServer({});
  if (TRANSACTIONS > 0) {
    const r = spawnSync(
      process.execPath,
      [path.join(root, 'apps/server/dist/admin.js'), 'seed', '--email', 'demo@partner.test', '--transactions', String(TRANSACTIONS)],
      { env: seeder.env, encoding: 'utf8' },
    );
    if (r.status !== 0) throw new Error(`seed: ${r.stderr}`);
  }
  await seeder.stop();
  await admin.query('VACUUM ANALYZE');

  const placed = [];
  const cpu = [];
  /** HTTP / pgbench -M prepared per run, by placement: what the goal is judged on */
  const judged = [];
  for (const [placement, label, cacheMs] of PLACEMENTS.flatMap((p) => [
    [p, 'session cache on', '5000'],
    [p, 'session cache off', '0'],
  ])) {
    if (label === 'session cache on') placed.push(`${placement}: ${place(placement)}`);
    const server = await startServer({ SESSION_CACHE_MS: cacheMs });
    const token = await signIn(server.base);
    const statements = await captureCall(server.base, token);
    console.log(`\n${label}, ${placement}: the statements of one call (GET ${LIST}), as PostgreSQL logged them:`);
    for (const s of statements) console.log(`  ${s.times}x ${s.sql.replace(/\s+/g, ' ').slice(0, 150)}…`);
    await httpRun(server.base, token).catch(() => undefined); // warm-up
    // The server prepares its hottest statements (db/prepared.ts, `execute portal_…` in the log) and runs the rest
    // unnamed, parsed and planned each time. pgbench runs every one of them either way: -M extended (the floor the
    // server's unnamed statements have) and -M prepared (every one prepared: above what the server does).
    const floors = {};
    for (const mode of ['extended', 'prepared']) {
      const window = cpuWindow();
      floors[mode] = pgbenchRun(statements, `${label.replace(/ /g, '-')}-${mode}`, mode);
      cpu.push(`${label}, ${placement}: pgbench -M ${mode} ${describeCpu(window.end(), 'pgbench')}`);
    }
    const window = cpuWindow();
    const http = await httpRun(server.base, token);
    cpu.push(`${label}, ${placement}: HTTP ${describeCpu(window.end(), client)}`);
    judged.push({ placement, ratio: (http.rps / floors.prepared.tps).toFixed(2) });
    await server.stop();
    rows.push({
      run: label,
      cores: placement,
      'statements per call': statements.reduce((n, s) => n + s.times, 0),
      'prepared by the server': `${statements.filter((st) => st.named).length} of ${statements.length}`,
      'pgbench calls/s, -M extended / prepared': `${floors.extended.tps.toFixed(0)} / ${floors.prepared.tps.toFixed(0)}`,
      'HTTP calls/s': http.rps.toFixed(0),
      'HTTP / pgbench': `${(http.rps / floors.extended.tps).toFixed(2)} / ${judged.at(-1).ratio}`,
      'HTTP p50 / p99 ms': `${http.p50} / ${http.p99}`,
      errors: http.errors,
    });
  }
  const setup = `one server process, PostgreSQL ${own.bin.split('/').at(-2)}, ${CORES} cores, HTTP load by ${client}`;
  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s each, ${setup}:`);
  for (const p of placed) console.log(`  ${p}`);
  console.table(rows);
  for (const line of cpu) console.log(line);
  const verdicts = PLACEMENTS.map((p) => {
    const ratios = judged.filter((j) => j.placement === p).map((j) => j.ratio);
    return `${ratios.every((x) => Number(x) >= 0.7) ? 'met' : 'not met'} with the cores ${p} (${ratios.join(', ')})`;
  });
  console.log(`goal: HTTP / pgbench -M prepared >= 0.7 (issue 17): ${verdicts.join('; ')}`);
} finally {
  await admin.end().catch(() => undefined);
  stopAll();
  if (!process.env.BENCH_KEEP) fs.rmSync(work, { recursive: true, force: true });
}

// `npm run test:cluster`: the reference topology of deploy/ run for real. Three server processes (the
// built server, as deploy/env sets them, with the demo data) on one PostgreSQL and one Redis, behind nginx with
// deploy/nginx/portal.conf.template rendered (TLS with a throw-away certificate), all on 127.0.0.1.
// Checks through nginx: sessions, sockets, rate limits and replay refusals shared across processes; each webhook
// event delivered once; a CSV export streamed whole; Redis stopped and PostgreSQL restarted, one process killed and
// a rolling restart (`--no-rolling` skips it), each under load, losing no committed write and no event of the
// partner event stream (docs/operations.md, "Running in production").
// Runs its own PostgreSQL and Redis (Debian's binaries) so it can restart them; without them it uses
// TEST_DATABASE_URL and TEST_REDIS_URL and skips those two checks. nginx on PATH or in /usr/sbin.
// Ends with the plain line "cluster: N passed, N failed" that CI reads. Bounded to 5 minutes.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import pg from 'pg';
import { Redis } from 'ioredis';
import { io } from 'socket.io-client';
import http from 'node:http';
import https from 'node:https';
import { benchBrandsFile, ensureServerBuilt, root, sleep, until } from '../lib.mjs';
import { freePort, ownServicesAvailable, redisArgs, redisUp, startPostgres } from './services.mjs';
import { nginxBin, nginxConfig } from './nginx.mjs';
import { steadyLoader } from './load.mjs';

const LIMIT_MS = 300_000;
const LOAD_MS = 6_000;
const LOAD_WORKERS = 6;
const REQUEST_TIMEOUT_MS = 15_000;
const ROLLING = !process.argv.includes('--no-rolling');
const DEMO = { email: 'demo@partner.test', password: 'Demo@Partner1' };

const results = [];
const children = [];
let work;
let dbName;
let dbUrl = process.env.TEST_DATABASE_URL;
let redisBase = process.env.TEST_REDIS_URL;
/** Debian's PostgreSQL and Redis binaries: the test runs its own, which it can restart and stop under load */
const own = ownServicesAvailable();
let ownPg;
let ownRedis;

function finish() {
  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed;
  console.log(`\ncluster: ${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

async function check(name, fn) {
  const started = Date.now();
  try {
    const note = await fn();
    results.push({ name, ok: true });
    console.log(`  ✓ ${name} (${Date.now() - started} ms)${note ? `: ${note}` : ''}`);
  } catch (err) {
    results.push({ name, ok: false });
    console.log(`  ✗ ${name}: ${err instanceof Error ? err.message : String(err)}`);
  }
}

function assert(cond, message) {
  if (!cond) throw new Error(message);
}

// Each child leads a process group of its own (detached), killed whole in cleanup: nginx's workers outlive a killed
// master, and one was once left listening on the test's ports after a CI run.
function start(name, cmd, args, env) {
  const proc = spawn(cmd, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const log = fs.createWriteStream(path.join(work, `${name}.log`));
  proc.stdout.pipe(log);
  proc.stderr.pipe(log);
  const child = { name, proc, exit: new Promise((resolve) => proc.once('exit', (code, signal) => resolve({ code, signal }))) };
  children.push(child);
  return child;
}

async function cleanup() {
  for (const c of children) {
    try {
      process.kill(-c.proc.pid, 'SIGKILL'); // the group: a worker whose master is gone still belongs to it
    } catch {
      /* the group is gone */
    }
  }
  if (ownPg) {
    ownPg.stop();
    return;
  }
  if (dbName) {
    const admin = new pg.Client({ connectionString: dbUrl });
    await admin.connect().catch(() => undefined);
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
    await admin.end().catch(() => undefined);
  }
}

// ---------------------------------------------------------------------------------------------------

if (!own && (!dbUrl || !redisBase)) {
  console.error(
    'test:cluster needs PostgreSQL and Redis: Debian packages postgresql-15 and redis-server, or TEST_DATABASE_URL and TEST_REDIS_URL',
  );
  console.log('\ncluster: 0 passed, 1 failed');
  process.exit(2);
}
const deadline = setTimeout(async () => {
  console.log(`  ✗ the cluster test did not finish within ${LIMIT_MS / 1000} s`);
  results.push({ name: 'time limit', ok: false });
  await cleanup();
  finish();
}, LIMIT_MS);

// the partner API's client sends its own (self-signed) certificate check off; only this process
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
process.removeAllListeners('warning');

try {
  ensureServerBuilt();
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cluster-'));
  fs.chmodSync(work, 0o755);
  console.log(`cluster test in ${work}`);
  if (own) {
    ownPg = startPostgres({ bin: own.bin, dir: path.join(work, 'pg'), port: await freePort() });
    const redisPort = await freePort();
    ownRedis = { port: redisPort, child: start('redis', own.redis, redisArgs(redisPort, work), process.env) };
    dbUrl = ownPg.url;
    redisBase = `redis://127.0.0.1:${redisPort}`;
    await until(() => redisUp(Redis, redisBase), 10_000, 'redis');
  }

  // one database and one Redis database for the three processes
  dbName = `cluster_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: dbUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const databaseUrl = Object.assign(new URL(dbUrl), { pathname: `/${dbName}` }).toString();
  const redisUrl = Object.assign(new URL(redisBase), { pathname: '/7' }).toString();
  const flush = new Redis(redisUrl);
  await flush.flushdb();
  await flush.quit();

  // the three processes share what deploy/env/portal-N.env share: database, Redis, key, uploads folder
  const shared = path.join(work, 'shared-data');
  fs.mkdirSync(shared);
  const secretsKey = crypto.randomBytes(32).toString('hex');
  const procs = [];
  /** The variables a deploy/env/portal-N.env file sets (its uncommented lines). */
  const deployEnv = (n) =>
    Object.fromEntries(
      fs
        .readFileSync(path.join(root, `deploy/env/portal-${n}.env`), 'utf8')
        .split('\n')
        .filter((l) => /^[A-Z0-9_]+=/.test(l))
        .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
    );
  for (const n of [1, 2, 3]) {
    const port = await freePort();
    const metricsPort = await freePort();
    const env = {
      ...process.env,
      // the scenario signs in with the demo data, which a production process refuses (its passwords are
      // public); everything else is what deploy/env/portal-N.env sets
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      DATA_DIR: shared,
      SECRETS_KEY: secretsKey,
      SEED_DEMO: n === 1 ? 'true' : 'false',
      LOG_LEVEL: 'warn',
      SHUTDOWN_GRACE_MS: '5000',
      WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
      WEBHOOK_ALLOW_HTTP: 'true',
      // the steady load sends one key's calls as fast as they answer: the per-key limits are not under test here
      BRANDS_FILE: benchBrandsFile(work),
      // where the reference configuration trusts nginx's address, here it is loopback's
      ...(deployEnv(n).TRUST_PROXY ? { TRUST_PROXY: '127.0.0.1' } : {}),
    };
    delete env.TEST_DATABASE_URL;
    const child = start(`portal-${n}`, process.execPath, [path.join(root, 'apps/server/dist/main.js')], env);
    procs.push({ n, port, metricsPort, env, base: `http://127.0.0.1:${port}`, child });
  }

  // nginx with the reference configuration
  const { httpPort, httpsPort, args: nginxArgs } = await nginxConfig({ dir: path.join(work, 'nginx'), backends: procs.map((p) => p.port) });
  const nginx = start('nginx', nginxBin, nginxArgs, process.env);
  const lb = `https://localhost:${httpsPort}`;

  await check('three processes start together on one PostgreSQL (one migrates, the others wait) and become ready', async () => {
    for (const p of procs) {
      await until(
        async () => {
          if (p.child.proc.exitCode !== null) throw new Error(`portal-${p.n} exited: see ${work}/portal-${p.n}.log`);
          return (await fetch(`${p.base}/readyz`)).ok;
        },
        90_000,
        `portal-${p.n} /readyz`,
      ).catch((err) => {
        throw new Error(`${err.message}\n${fs.readFileSync(path.join(work, `portal-${p.n}.log`), 'utf8').slice(-2000)}`);
      });
    }
    await until(async () => (await fetch(`${lb}/api-portal/auth/status`)).ok, 15_000, 'nginx');
    assert(nginx.proc.exitCode === null, 'nginx exited');
  });

  const call = async (base, method, url, { token, body, headers } = {}) => {
    const r = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      // a request that hangs is a failure too (PostgreSQL or Redis down must be answered, not waited on)
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await r.text();
    let json = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      /* an nginx error page */
    }
    return { status: r.status, json, text };
  };

  await check('plain HTTP is redirected to HTTPS; /metrics is not served through the balancer; HSTS is sent once', async () => {
    const r = await fetch(`http://127.0.0.1:${httpPort}/api-portal/auth/status`, { redirect: 'manual' });
    assert(r.status === 301 && (r.headers.get('location') ?? '').startsWith('https://'), `got ${r.status}`);
    assert((await fetch(`${lb}/metrics`)).status === 404, '/metrics answered through nginx');
    // one header, from the server: a second one (the proxy's) would arrive joined to it with a comma
    const hsts = (await fetch(`${lb}/api-portal/auth/status`)).headers.get('strict-transport-security');
    assert(hsts && !hsts.includes(','), `Strict-Transport-Security through nginx: ${hsts}`);
  });

  let token;
  await check('a token from signing in through nginx works on every process', async () => {
    const login = await call(lb, 'POST', '/api-portal/auth/login', { body: DEMO });
    assert(login.status === 200, `login ${login.status} ${login.text}`);
    token = login.json.token;
    for (const p of procs) {
      const me = await call(p.base, 'GET', '/api-portal/user/me', { token });
      assert(me.status === 200, `portal-${p.n} answered ${me.status}`);
    }
    for (let i = 0; i < 9; i++)
      assert((await call(lb, 'GET', '/api-portal/user/me', { token })).status === 200, 'a call through nginx failed');
  });

  const requestsOf = async (p) => {
    const text = await (await fetch(`http://127.0.0.1:${p.metricsPort}/metrics`)).text();
    return text
      .split('\n')
      .filter((l) => l.startsWith('portal_http_request_duration_seconds_count{') && l.includes('route="/api-portal/user/me"'))
      .reduce((sum, l) => sum + Number(l.split(' ').pop()), 0);
  };
  /** The partner event streams open on a process (its metrics). */
  const streamsOn = async (p) => {
    const text = await (await fetch(`http://127.0.0.1:${p.metricsPort}/metrics`)).text();
    return Number(/^portal_event_streams (\d+)$/m.exec(text)?.[1] ?? 0);
  };
  await check('nginx spreads the calls over the three processes (their metrics)', async () => {
    const counts = await Promise.all(procs.map(requestsOf));
    assert(
      counts.every((c) => c > 0),
      `calls per process ${counts.join('/')}`,
    );
    return `GET /api-portal/user/me per process: ${counts.join(', ')}`;
  });

  const socket = (base) =>
    new Promise((resolve, reject) => {
      const s = io(`${base}/api-user`, { auth: { token }, transports: ['websocket'], reconnection: false, rejectUnauthorized: false });
      s.on('connect', () => resolve(s));
      s.on('connect_error', reject);
    });
  const nextUpdate = (s, webhookId) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no update event')), 5000);
      s.on('update', (u) => {
        if (u?.webhookId === webhookId) {
          clearTimeout(timer);
          resolve(u);
        }
      });
    });
  await check('a socket on one process (and one through nginx) gets the event caused by a call to another process', async () => {
    const hook = await call(lb, 'POST', '/api-portal/webhook', {
      token,
      body: { url: 'http://127.0.0.1:9/cluster-hook', secret: 'cluster-secret-0123456789' },
    });
    assert(hook.status === 200, `webhook ${hook.status} ${hook.text}`);
    const onA = await socket(procs[0].base);
    const viaLb = await socket(lb);
    try {
      const got = [nextUpdate(onA, hook.json.uuid), nextUpdate(viaLb, hook.json.uuid)];
      const off = await call(procs[1].base, 'PUT', `/api-portal/webhook/${hook.json.uuid}/enabled`, { token, body: { enabled: false } });
      assert(off.status === 200, `disable ${off.status} ${off.text}`);
      const [a, b] = await Promise.all(got);
      assert(a.enabled === false && b.enabled === false, 'the event does not say disabled');
    } finally {
      onA.close();
      viaLb.close();
    }
  });

  await check('the sign-in rate limit is shared: the 11th failure for one account is refused whichever process gets it', async () => {
    const email = `cluster-${crypto.randomBytes(4).toString('hex')}@partner.test`;
    const statuses = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await call(lb, 'POST', '/api-portal/auth/login', { body: { email, password: 'Wrong@Pass1' } })).status);
    assert(statuses.slice(0, 10).every((s) => s === 417) && statuses[10] === 429, `statuses ${statuses.join(',')}`);
  });

  /** A failed sign-in through nginx from another loopback address (each is a client of its own to nginx). */
  const failedSignInFrom = (localAddress, headers = {}) =>
    new Promise((resolve, reject) => {
      const body = JSON.stringify({ email: `cluster-${crypto.randomBytes(4).toString('hex')}@partner.test`, password: 'Wrong@Pass1' });
      const req = https.request(
        { host: '127.0.0.1', servername: 'localhost', port: httpsPort, path: '/api-portal/auth/login', method: 'POST', localAddress },
        (res) => res.resume().on('end', () => resolve(res.statusCode)),
      );
      req.setHeader('content-type', 'application/json');
      for (const [k, v] of Object.entries(headers)) req.setHeader(k, v);
      req.on('error', reject).end(body);
    });
  await check(
    'per-client limits through nginx: one address over the sign-in limit is refused, another is not, and X-Forwarded-For cannot pose as it',
    async () => {
      const statuses = [];
      for (let i = 0; i < 121; i++) statuses.push(await failedSignInFrom('127.0.0.2'));
      assert(statuses.slice(0, 120).every((s) => s === 417) && statuses[120] === 429, `first address: ${statuses.slice(115).join(',')}`);
      assert(
        (await failedSignInFrom('127.0.0.2', { 'x-forwarded-for': '198.51.100.7' })) === 429,
        'a forged X-Forwarded-For escaped the limit',
      );
      assert((await failedSignInFrom('127.0.0.3')) === 417, 'another client was refused too: the limit counts nginx, not the client');
    },
  );

  await check('the access log keeps no session token, even of a socket that sends it in the query', async () => {
    const s = await new Promise((resolve, reject) => {
      const c = io(`${lb}/api-user`, { query: { token }, transports: ['websocket'], reconnection: false, rejectUnauthorized: false });
      c.on('connect', () => resolve(c));
      c.on('connect_error', reject);
    });
    const sockets = () => fs.readFileSync(path.join(work, 'nginx/logs/access.log'), 'utf8').split('/socket.io/').length;
    const before = sockets();
    s.close();
    // nginx writes a WebSocket's line when the connection ends
    await until(() => sockets() > before, 5_000, "the socket's access log line");
    assert(!fs.readFileSync(path.join(work, 'nginx/logs/access.log'), 'utf8').includes(token), 'the session token is in the access log');
  });

  const apiKey = (await call(lb, 'POST', '/api-portal/user/secrets', { token, body: { label: 'cluster' } })).json;
  const signed = (method, url, body) => {
    const raw = body === undefined ? '' : JSON.stringify(body);
    const ts = String(Math.floor(Date.now() / 1000));
    const sig = crypto.createHmac('sha256', apiKey.secret).update(`${ts}${method}${url}${raw}`).digest('hex');
    return {
      body: raw || undefined,
      headers: { 'x-app-access-token': apiKey.token, 'x-app-access-ts': ts, 'x-app-access-sig': sig },
    };
  };

  await check('a signed partner API call replayed to another process is refused', async () => {
    const req = signed('POST', '/partner/v1/clients', {
      type: 'EXTERNAL_INDIVIDUAL',
      email: 'replay@example.com',
      firstName: 'Replay',
      lastName: 'Probe',
    });
    const first = await call(procs[0].base, 'POST', '/partner/v1/clients', req);
    assert(first.status === 201, `first call ${first.status} ${first.text}`);
    const again = await call(procs[2].base, 'POST', '/partner/v1/clients', req);
    assert(again.status >= 400 && again.text.includes('replayed'), `replay answered ${again.status} ${again.text}`);
  });

  await check("each webhook event is delivered once per attempt while the three processes' workers compete", async () => {
    const seen = new Map();
    const receiver = http.createServer((req, res) => {
      const id = req.headers['x-webhook-id'];
      seen.set(id, (seen.get(id) ?? 0) + 1);
      req.resume();
      req.on('end', () => res.end('ok'));
    });
    await new Promise((r) => receiver.listen(0, '127.0.0.1', r));
    try {
      const url = `http://127.0.0.1:${receiver.address().port}/exactly-once`;
      const hook = await call(lb, 'POST', '/api-portal/webhook', { token, body: { url, secret: 'cluster-exactly-once-0123456789' } });
      assert(hook.status === 200, `webhook ${hook.status} ${hook.text}`);
      const person = { type: 'EXTERNAL_INDIVIDUAL', email: 'owner-of-accounts@example.com', firstName: 'Many', lastName: 'Accounts' };
      const client = await call(lb, 'POST', '/partner/v1/clients', signed('POST', '/partner/v1/clients', person));
      assert(client.status === 201, `client ${client.status} ${client.text}`);
      const N = 60;
      // each process writes a third of the events (ACCOUNT_CREATED); any worker may take any delivery
      await Promise.all(
        Array.from({ length: 6 }, async (_, w) => {
          for (let i = w; i < N; i += 6) {
            const body = { clientId: client.json.clientId, currency: 'EUR', type: 'BANK', label: `Account ${i}` };
            const r = await call(procs[i % 3].base, 'POST', '/partner/v1/accounts', signed('POST', '/partner/v1/accounts', body));
            assert(r.status === 201, `account ${i}: ${r.status} ${r.text.slice(0, 200)}`);
          }
        }),
      );
      await until(() => seen.size >= N, 30_000, `${N} deliveries (got ${seen.size})`);
      await sleep(1_500); // a second delivery of an event would arrive meanwhile
      const twice = [...seen.values()].filter((n) => n > 1).length;
      assert(seen.size === N && twice === 0, `${seen.size} events delivered, ${twice} more than once`);
      const off = await call(lb, 'PUT', `/api-portal/webhook/${hook.json.uuid}/enabled`, { token, body: { enabled: false } });
      assert(off.status === 200, `disable ${off.status}`);
      return `${N} events, ${seen.size} delivered, ${twice} delivered twice`;
    } finally {
      receiver.close();
    }
  });

  await check('a CSV export streams through nginx, every row', async () => {
    const total = (await call(lb, 'GET', '/api-portal/clients?take=1', { token })).json.count;
    const r = await fetch(`${lb}/api-portal/clients?format=csv`, { headers: { authorization: `Bearer ${token}` } });
    assert(
      r.status === 200 && (r.headers.get('content-type') ?? '').includes('text/csv'),
      `export ${r.status} ${r.headers.get('content-type')}`,
    );
    let chunks = 0;
    let text = '';
    for await (const c of r.body) {
      chunks += 1;
      text += Buffer.from(c).toString('utf8');
    }
    const rows = text.trim().split('\n').length - 1;
    assert(rows === total, `${rows} rows in the CSV, ${total} clients`);
    return `${rows} rows in ${chunks} chunks`;
  });

  if (ownRedis)
    await check('Redis stopped: the portal keeps serving HTTP; live events across processes resume when Redis is back', async () => {
      ownRedis.child.proc.kill('SIGTERM');
      await ownRedis.child.exit;
      const statuses = [];
      for (let i = 0; i < 6; i++) statuses.push((await call(lb, 'GET', '/api-portal/user/me', { token })).status);
      const person = { type: 'EXTERNAL_INDIVIDUAL', email: 'while-redis-down@example.com', firstName: 'No', lastName: 'Redis' };
      const write = await call(lb, 'POST', '/partner/v1/clients', signed('POST', '/partner/v1/clients', person));
      const signIn = await call(lb, 'POST', '/api-portal/auth/login', { body: DEMO });
      assert(
        statuses.every((s) => s === 200),
        `reads while Redis is down: ${statuses.join(',')}`,
      );
      assert(write.status === 201, `a signed write while Redis is down: ${write.status} ${write.text.slice(0, 200)}`);
      // the sign-in limits cannot be counted: refused with a clear code, never a 500 or a hang
      assert(
        signIn.status === 503 && signIn.json?.error === 'redis_unavailable',
        `sign-in while Redis is down: ${signIn.status} ${signIn.text.slice(0, 200)}`,
      );
      ownRedis.child = start('redis-again', own.redis, redisArgs(ownRedis.port, work), process.env);
      await until(() => redisUp(Redis, redisBase), 10_000, 'redis back');
      const hook = await call(lb, 'POST', '/api-portal/webhook', {
        token,
        body: { url: 'http://127.0.0.1:9/after-redis', secret: 'cluster-after-redis-0123456789' },
      });
      assert(hook.status === 200, `webhook ${hook.status} ${hook.text}`);
      // the processes' Redis clients reconnect and subscribe again on their own
      const s = await socket(procs[0].base);
      let enabled = true;
      try {
        await until(
          async () => {
            const got = nextUpdate(s, hook.json.uuid).then(
              () => true,
              () => false,
            );
            enabled = !enabled;
            await call(procs[1].base, 'PUT', `/api-portal/webhook/${hook.json.uuid}/enabled`, { token, body: { enabled } });
            return got;
          },
          30_000,
          'an event across processes after Redis came back',
        );
      } finally {
        s.close();
      }
      return `reads ${statuses.join(',')}; signed write ${write.status}; sign-in ${signIn.status} ${signIn.json?.error}`;
    });

  const steadyLoad = steadyLoader({ lb, call, signed, token, databaseUrl, workers: LOAD_WORKERS, until, assert, sleep });

  const ready = (p) =>
    until(
      async () => {
        if (p.child.proc.exitCode !== null) throw new Error(`portal-${p.n} exited`);
        return (await fetch(`${p.base}/readyz`)).ok;
      },
      60_000,
      `portal-${p.n} /readyz`,
    );
  if (ownPg)
    await check(
      `PostgreSQL restarted during ${LOAD_MS / 1000} s of steady load: every request answered, 503 meanwhile, recovery without restart`,
      async () => {
        const r = await steadyLoad(async () => {
          await sleep(LOAD_MS / 3);
          await ownPg.restart();
          await sleep((LOAD_MS * 2) / 3);
        });
        assert(
          procs.every((p) => p.child.proc.exitCode === null && p.child.proc.signalCode === null),
          'a process exited',
        );
        const unclear = r.errorList.filter((e) => !/ 503 .*(database_unavailable|redis_unavailable)/.test(e));
        assert(unclear.length === 0, `failures other than 503 database_unavailable: ${[...new Set(unclear)].slice(0, 3).join(' | ')}`);
        for (const p of procs) await ready(p);
        const after = await call(lb, 'GET', '/api-portal/user/me', { token });
        assert(after.status === 200, `after the restart: ${after.status}`);
        return r.summary;
      },
    );

  let killed = procs[2];
  await check(
    `kill -9 of one process during ${LOAD_MS / 1000} s of steady load through nginx: no committed write or event lost`,
    async () => {
      const r = await steadyLoad(async () => {
        // the process that serves the partner's event stream: its consumer has to resume on another one
        const streams = await Promise.all(procs.map(streamsOn));
        killed = procs[streams.findIndex((n) => n > 0)] ?? killed;
        await sleep(LOAD_MS / 3);
        killed.child.proc.kill('SIGKILL');
        await killed.child.exit;
        await sleep((LOAD_MS * 2) / 3);
      });

      // only the requests in flight on the killed process may fail (one per worker at most)
      assert(r.errors <= LOAD_WORKERS, `${r.errors} errors, more than the ${LOAD_WORKERS} requests that can be in flight`);
      assert(r.connections > 1, 'the event stream was not on the killed process');
      return `${r.summary}; portal-${killed.n}, which served the stream, killed`;
    },
  );

  // `--no-rolling` skips it (three more start-ups)
  if (ROLLING)
    await check(
      'a rolling restart under steady load (the killed process starts, then each other one gets SIGTERM, exits 0 and starts)',
      async () => {
        const exits = [];
        const r = await steadyLoad(async () => {
          for (const p of [killed, ...procs.filter((q) => q !== killed)]) {
            if (p !== killed) {
              p.child.proc.kill('SIGTERM');
              exits.push((await p.child.exit).code);
            }
            p.child = start(`portal-${p.n}-rolled`, process.execPath, [path.join(root, 'apps/server/dist/main.js')], p.env);
            await ready(p);
          }
        });
        assert(
          exits.every((c) => c === 0),
          `exit codes ${exits.join(',')}`,
        );
        // nothing fails: a stopping process refuses new connections at once (nginx retries them elsewhere)
        // and answers its open ones until nginx has let them go (apps/server/src/main.ts, shutdown)
        assert(r.errors === 0, `${r.errors} requests failed: ${[...new Set(r.errorList)].slice(0, 3).join(' | ')}`);
        return r.summary;
      },
    );

  await check('every running process shuts down gracefully on SIGTERM (exit 0)', async () => {
    const live = procs.filter((p) => p.child.proc.exitCode === null && p.child.proc.signalCode === null);
    assert(live.length >= 2, `only ${live.length} processes left`);
    for (const p of live) p.child.proc.kill('SIGTERM');
    const exits = await Promise.all(live.map((p) => p.child.exit));
    assert(
      exits.every((e) => e.code === 0),
      `exits ${JSON.stringify(exits)}`,
    );
  });
  await check('nginx quits gracefully on SIGQUIT, its workers with it', async () => {
    nginx.proc.kill('SIGQUIT');
    const exit = await Promise.race([nginx.exit, sleep(10_000).then(() => null)]);
    assert(exit?.code === 0, `nginx's exit: ${JSON.stringify(exit)}`);
    const groupAlive = () => {
      try {
        return process.kill(-nginx.proc.pid, 0); // signal 0: is any process of nginx's group left?
      } catch {
        return false;
      }
    };
    assert(!groupAlive(), 'an nginx process outlived its master');
  });
} catch (err) {
  console.log(`  ✗ cluster setup failed: ${err instanceof Error ? err.stack : String(err)}`);
  results.push({ name: 'setup', ok: false });
}
clearTimeout(deadline);
await cleanup();
if (results.every((r) => r.ok) && work) fs.rmSync(work, { recursive: true, force: true });
finish();

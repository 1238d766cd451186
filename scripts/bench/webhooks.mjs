// Webhook delivery speed: the time from the partner API call that causes an event to the
// receiver getting it (median, p99; target p99 < 250 ms on loopback), with the part after the API
// answered (the delivery engine alone), and sustained deliveries per second to 100 endpoints: while
// the events are being written, and draining a backlog (events held while the webhooks were
// disabled, then all enabled at once). Starts its own server on a fresh embedded database (or
// BENCH_DATABASE_URL) with WEBHOOK_ALLOW_PRIVATE_URLS=true, receivers on 127.0.0.1.
// Called by scripts/bench/bench.mjs with the built server; runs alone from source too:
// `node scripts/bench/webhooks.mjs`.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { benchBrandsFile } from '../lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const LATENCY_EVENTS = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 300);
const ENDPOINTS = 100;
const PARTNERS = 5; // 20 webhooks each: the per-partner maximum
const EVENTS_PER_PARTNER = Number(process.env.BENCH_WEBHOOK_BURST ?? 60);

const sign = (secret, text) => crypto.createHmac('sha256', secret).update(text).digest('hex');
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

async function freePort() {
  const s = net.createServer();
  await new Promise((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address();
  await new Promise((r) => s.close(r));
  return port;
}

/** Receivers on 127.0.0.1 answering 200 at once; `onEvent(label, body)` sees every delivery. */
async function receivers(n, onEvent) {
  const servers = [];
  for (let i = 0; i < n; i++) {
    const server = http.createServer((req, res) => {
      const chunks = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        res.writeHead(200).end('ok');
        onEvent(Buffer.concat(chunks).toString('utf8'), i);
      });
    });
    server.keepAliveTimeout = 10_000;
    await new Promise((r) => server.listen(0, '127.0.0.1', r));
    servers.push(server);
  }
  return {
    urls: servers.map((s) => `http://127.0.0.1:${s.address().port}/hook`),
    close: () =>
      Promise.all(
        servers.map(
          (s) =>
            new Promise((r) => {
              s.closeAllConnections();
              s.close(r);
            }),
        ),
      ),
  };
}

function client(base) {
  const call = async (method, url, o = {}) => {
    const raw = o.body === undefined ? undefined : JSON.stringify(o.body);
    const r = await fetch(`${base}${url}`, {
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
    return text ? JSON.parse(text) : null;
  };
  const signed = (key, method, url, body) => {
    const raw = body === undefined ? '' : JSON.stringify(body);
    const ts = String(Math.floor(Date.now() / 1000));
    return call(method, url, {
      body,
      headers: {
        'x-app-access-token': key.token,
        'x-app-access-ts': ts,
        'x-app-access-sig': sign(key.secret, `${ts}${method}${url}${raw}`),
      },
    });
  };
  /** A partner ready to cause events: session, API secret, one account. */
  const partner = async (email, password) => {
    const { token } = await call('POST', '/api-portal/auth/login', { body: { email, password } });
    const key = await call('POST', '/api-portal/user/secrets', { token, body: { label: 'bench' } });
    const c = await signed(key, 'POST', '/partner/v1/clients', {
      type: 'EXTERNAL_INDIVIDUAL',
      email: `bench-${crypto.randomUUID()}@example.com`,
      firstName: 'Bench',
      lastName: 'Mark',
    });
    const acc = await signed(key, 'POST', '/partner/v1/accounts', { clientId: c.clientId, currency: 'EUR', label: 'bench' });
    return { token, key, walletId: acc.walletId };
  };
  return { call, signed, partner };
}

/**
 * @param {{ entry?: string[], adminEntry?: string[] }} o how to run the server and the operator CLI
 * (node arguments); default: from source with tsx.
 * @returns {Promise<Array<{what: string, value: string, target: string, ok: string}>>}
 */
export async function benchWebhooks(o = {}) {
  const entry = o.entry ?? ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')];
  const adminEntry = o.adminEntry ?? ['--import', 'tsx', path.join(root, 'apps/server/src/cli/admin.ts')];
  const rows = [];
  const row = (what, value, target, ok) => rows.push({ what, value, target, ok: ok ? 'yes' : 'NO' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-wh-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
    WEBHOOK_ALLOW_HTTP: 'true',
    BRANDS_FILE: benchBrandsFile(dataDir),
  };
  if (process.env.BENCH_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
  const server = spawn(process.execPath, entry, { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const waiting = new Map(); // label -> resolve(time received)
  const seen = { burst: { n: 0, last: 0 }, held: { n: 0, last: 0 } };
  const sink = await receivers(ENDPOINTS, (body) => {
    const now = performance.now();
    const label = JSON.parse(body).entity?.label;
    waiting.get(label)?.(now);
    const kind = typeof label === 'string' ? label.split('-')[0] : '';
    if (kind in seen) {
      seen[kind].n++;
      seen[kind].last = now;
    }
  });
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${base}/api-portal/auth/status`)).ok) break;
      } catch {
        /* not yet */
      }
      if (i > 1200) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
    const api = client(base);

    // 1. Latency: one partner, one webhook, one event at a time.
    const demo = await api.partner('demo@partner.test', 'Demo@Partner1');
    await api.call('POST', '/api-portal/webhook', {
      token: demo.token,
      body: { url: sink.urls[0], secret: 'bench-secret-0123456789abcdef' },
    });
    const latencies = [];
    const afterAnswer = [];
    for (let i = 0; i < LATENCY_EVENTS + 20; i++) {
      const label = `lat-${i}`;
      const got = new Promise((resolve) => waiting.set(label, resolve));
      const t0 = performance.now();
      await api.signed(demo.key, 'PATCH', `/partner/v1/accounts/${demo.walletId}`, { label });
      const answered = performance.now();
      const t1 = await Promise.race([got, new Promise((r) => setTimeout(() => r(null), 5000))]);
      waiting.delete(label);
      if (t1 === null) throw new Error(`event ${label} not delivered within 5 s`);
      if (i >= 20) {
        latencies.push(t1 - t0);
        afterAnswer.push(Math.max(0, t1 - answered));
      }
    }
    const ms = (list) => {
      list.sort((a, b) => a - b);
      return `${pct(list, 0.5).toFixed(1)} ms (${pct(list, 0.99).toFixed(1)})`;
    };
    const p99 = [...latencies].sort((a, b) => a - b)[Math.floor(latencies.length * 0.99)];
    row(`webhook latency: partner API call → receiver, median (p99), ${LATENCY_EVENTS} events`, ms(latencies), 'p99 < 250 ms', p99 < 250);
    row('  of which after the API call answered (the delivery engine), median (p99)', ms(afterAnswer), '', true);

    // 2. Throughput: 100 endpoints (5 partners × 20 webhooks), a burst of events from each partner.
    const partners = [];
    for (let p = 0; p < PARTNERS; p++) {
      const email = `bench-wh-${crypto.randomBytes(4).toString('hex')}@bench.test`;
      const r = spawnSync(
        process.execPath,
        [...adminEntry, 'partner', 'create', '--email', email, '--password', 'Bench@Partner1', '--company', `Bench Webhooks ${p}`],
        { cwd: root, env, encoding: 'utf8' },
      );
      if (r.status !== 0) throw new Error(`admin partner create: ${r.stderr}`);
      const partner = await api.partner(email, 'Bench@Partner1');
      for (let w = 0; w < ENDPOINTS / PARTNERS; w++) {
        await api.call('POST', '/api-portal/webhook', {
          token: partner.token,
          body: { url: sink.urls[p * (ENDPOINTS / PARTNERS) + w], secret: `bench-${p}-${w}-secret-0123456789abcdef` },
        });
      }
      partners.push(partner);
    }
    const perBurst = PARTNERS * EVENTS_PER_PARTNER * (ENDPOINTS / PARTNERS);
    /** Each partner causes EVENTS_PER_PARTNER events, one call after the other, partners side by side. */
    const burst = (kind) =>
      Promise.all(
        partners.map(async (partner, p) => {
          for (let e = 0; e < EVENTS_PER_PARTNER; e++)
            await api.signed(partner.key, 'PATCH', `/partner/v1/accounts/${partner.walletId}`, { label: `${kind}-${p}-${e}` });
        }),
      );
    const drained = async (kind) => {
      const deadline = Date.now() + 120_000;
      while (seen[kind].n < perBurst && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      return seen[kind].n >= perBurst;
    };

    // 2a. While the events are written: each event fans out to the 20 webhooks of its partner.
    let t0 = performance.now();
    await burst('burst');
    const written = performance.now() - t0;
    let ok = await drained('burst');
    let secs = (seen.burst.last - t0) / 1000;
    row(
      `webhook throughput: ${perBurst} deliveries to ${ENDPOINTS} endpoints` +
        ` while ${PARTNERS * EVENTS_PER_PARTNER} events are written (in ${(written / 1000).toFixed(1)} s)`,
      `${(seen.burst.n / secs).toFixed(0)} deliveries/s, all in ${secs.toFixed(1)} s`,
      'all delivered',
      ok,
    );

    // 2b. A backlog: the same again while every webhook is disabled (held), then all are enabled.
    const toggle = (enabled) =>
      Promise.all(
        partners.map(async (partner) => {
          const { list } = await api.call('GET', '/api-portal/webhook', { token: partner.token });
          for (const w of list) await api.call('PUT', `/api-portal/webhook/${w.uuid}/enabled`, { token: partner.token, body: { enabled } });
        }),
      );
    await toggle(false);
    await burst('held');
    t0 = performance.now();
    await toggle(true);
    ok = await drained('held');
    secs = (seen.held.last - t0) / 1000;
    row(
      `webhook throughput: a backlog of ${perBurst} deliveries to ${ENDPOINTS} endpoints, sent once the webhooks are enabled`,
      `${(seen.held.n / secs).toFixed(0)} deliveries/s, all in ${secs.toFixed(1)} s`,
      'all delivered',
      ok,
    );
  } catch (err) {
    row('webhook bench', String(err.message ?? err), 'runs', false);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => (server.exitCode !== null ? r() : server.once('exit', r)));
    await sink.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rows = await benchWebhooks();
  console.log(`\nwebhook bench on ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}`);
  console.table(rows);
  process.exit(rows.every((r) => r.ok === 'yes') ? 0 : 1);
}

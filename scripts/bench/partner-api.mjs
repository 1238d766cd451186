// Partner API speed: signed `GET /partner/v1/clients/{id}` requests per second beside the same read
// through the portal session, and what verifying a signature costs. Called by scripts/bench/bench.mjs on
// its running server; runs alone too: `BENCH_BASE_URL=http://127.0.0.1:8080 node scripts/bench/partner-api.mjs`.
import crypto from 'node:crypto';
import { pathToFileURL } from 'node:url';

const DURATION_MS = Number(process.env.BENCH_PARTNER_MS ?? 3000);
const CONCURRENCY = Number(process.env.BENCH_PARTNER_CONCURRENCY ?? 8);

const stringToSign = (ts, method, path, body = '') => `${ts}${method.toUpperCase()}${path}${body}`;
const sign = (secret, text) => crypto.createHmac('sha256', secret).update(text).digest('hex');

/** Runs `send(i)` from CONCURRENCY loops for DURATION_MS; answers requests/s and latency percentiles. */
async function load(send) {
  const times = [];
  let i = 0;
  let failed = 0;
  const end = performance.now() + DURATION_MS;
  const worker = async () => {
    while (performance.now() < end) {
      const s = performance.now();
      const r = await send(i++);
      await r.arrayBuffer();
      if (!r.ok) failed++;
      times.push(performance.now() - s);
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const secs = (performance.now() - t0) / 1000;
  times.sort((a, b) => a - b);
  return {
    rps: times.length / secs,
    median: times[Math.floor(times.length / 2)],
    p95: times[Math.floor(times.length * 0.95)],
    failed,
    n: times.length,
  };
}

/** One request at a time: the latency a single caller sees. */
async function serial(send, n = 300) {
  const times = [];
  for (let i = 0; i < n + 20; i++) {
    const s = performance.now();
    const r = await send(i);
    await r.arrayBuffer();
    if (!r.ok) throw new Error(`status ${r.status}`);
    if (i >= 20) times.push(performance.now() - s);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(n / 2)];
}

/** CPU cost of one verification: decrypt the stored secret, build the string, HMAC, constant-time compare. */
function verificationCost() {
  const key = crypto.randomBytes(32);
  const iv = crypto.randomBytes(12);
  const c = crypto.createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([c.update(`sk_${crypto.randomBytes(32).toString('base64url')}`), c.final()]);
  const tag = c.getAuthTag();
  const n = 50_000;
  const s = performance.now();
  for (let i = 0; i < n; i++) {
    const d = crypto.createDecipheriv('aes-256-gcm', key, iv);
    d.setAuthTag(tag);
    const secret = Buffer.concat([d.update(sealed), d.final()]).toString();
    const expected = sign(secret, stringToSign(1760000000 + i, 'GET', `/partner/v1/clients/3f1c2a4e-5b6d-4c7e-8f90-a1b2c3d4e5f6?n=${i}`));
    crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(expected));
  }
  return ((performance.now() - s) / n) * 1000;
}

/**
 * @param {{ base: string, token: string, row: (what: string, value: string, target: string, ok: boolean) => void }} o
 */
export async function benchPartnerApi({ base, token, row }) {
  const session = { authorization: `Bearer ${token}` };
  const made = await fetch(`${base}/api-portal/user/secrets`, {
    method: 'POST',
    headers: { ...session, 'content-type': 'application/json' },
    body: JSON.stringify({ label: 'bench' }),
  });
  if (!made.ok) throw new Error(`secret: ${made.status} ${await made.text()}`);
  const key = await made.json();
  let run = 0;
  const signed = (path) => {
    const ts = Math.floor(Date.now() / 1000);
    return fetch(`${base}${path}`, {
      headers: {
        'x-app-access-token': key.token,
        'x-app-access-ts': String(ts),
        'x-app-access-sig': sign(key.secret, stringToSign(ts, 'GET', path)),
      },
    });
  };
  const first = await signed('/partner/v1/clients?take=1');
  if (!first.ok) throw new Error(`partner API: ${first.status} ${await first.text()}`);
  const clientId = (await first.json()).list[0].clientId;
  // a distinct query per call: identical requests within one second would be refused as replays
  const partner = (i) => signed(`/partner/v1/clients/${clientId}?r=${run}-${i}`);
  const portal = () => fetch(`${base}/api-portal/clients/${clientId}`, { headers: session });
  const portalAvailable = (await portal()).ok;

  run = 1;
  const p = await load(partner);
  row(
    `signed GET /partner/v1/clients/{id}: req/s (${CONCURRENCY} parallel)`,
    `${p.rps.toFixed(0)} req/s, median ${p.median.toFixed(2)} ms, p95 ${p.p95.toFixed(2)} ms`,
    'no failures',
    p.failed === 0,
  );
  let s;
  if (portalAvailable) {
    s = await load(portal);
    row(
      `session GET /api-portal/clients/{id}: req/s (${CONCURRENCY} parallel)`,
      `${s.rps.toFixed(0)} req/s, median ${s.median.toFixed(2)} ms, p95 ${s.p95.toFixed(2)} ms`,
      '(same read, portal session)',
      s.failed === 0,
    );
  }
  run = 2;
  const signedMedian = await serial(partner);
  const sessionMedian = portalAvailable
    ? await serial(portal)
    : await serial(() => fetch(`${base}/api-portal/user/me`, { headers: session }));
  row(
    'signed minus session, one caller, median latency',
    `${(signedMedian - sessionMedian).toFixed(2)} ms (${signedMedian.toFixed(2)} vs ${sessionMedian.toFixed(2)})`,
    '< 1 ms',
    signedMedian - sessionMedian < 1,
  );
  const cpu = verificationCost();
  row('signature verification CPU (decrypt + HMAC + compare)', `${cpu.toFixed(1)} µs`, '< 1000 µs', cpu < 1000);
  await fetch(`${base}/api-portal/user/secrets/${key.id}`, { method: 'DELETE', headers: session });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const base = process.env.BENCH_BASE_URL ?? 'http://127.0.0.1:8080';
  const login = await fetch(`${base}/api-portal/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: process.env.BENCH_EMAIL ?? 'demo@partner.test',
      password: process.env.BENCH_PASSWORD ?? 'Demo@Partner1',
    }),
  });
  const { token } = await login.json();
  const rows = [];
  await benchPartnerApi({ base, token, row: (what, value, target, ok) => rows.push({ what, value, target, ok: ok ? 'yes' : 'NO' }) });
  console.table(rows);
  process.exit(rows.every((r) => r.ok === 'yes') ? 0 : 1);
}

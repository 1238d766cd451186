// Shared by the root scripts: is a build older than its sources, and running a command.
import fs from 'node:fs';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newest(dir) {
  let t = 0;
  if (!fs.existsSync(dir)) return t;
  if (!fs.statSync(dir).isDirectory()) return fs.statSync(dir).mtimeMs;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name === 'dist' || e.name === 'e2e') continue;
    const p = path.join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs);
  }
  return t;
}

/** True when `output` is missing or older than any file in `inputs`. */
export function stale(output, inputs) {
  const out = path.join(root, output);
  if (!fs.existsSync(out)) return true;
  const built = fs.statSync(out).mtimeMs;
  return inputs.some((i) => newest(path.join(root, i)) > built);
}

export function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

export function ensureServerBuilt() {
  if (stale('apps/server/dist/main.js', ['apps/server/src', 'apps/server/build.mjs', 'packages/contract/src'])) {
    run('npm', ['run', 'build', '-w', 'apps/server', '--silent']);
  }
}

export function ensureWebBuilt() {
  if (
    stale('apps/web/dist/index.html', [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/build',
      'packages/contract/src',
    ])
  ) {
    run('npm', ['run', 'build', '-w', 'apps/web', '--silent']);
  }
}

/** Runs node on a built entry, forwarding signals so the server closes its database cleanly. */
export function exec(entry, args, env = process.env) {
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(root, entry), ...args], { cwd: root, stdio: 'inherit', env });
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return child;
}

/**
 * A brands file (BRANDS_FILE) of the shipped brands with the partner API rate limits lifted, written
 * into `dir`: the benchmarks measure how fast the server answers, not the limits (docs/operations.md, "Configuration").
 */
export function benchBrandsFile(dir) {
  const shipped = JSON.parse(fs.readFileSync(path.join(root, 'apps/server/src/brands/default-brands.json'), 'utf8'));
  const unlimited = { max: 100_000, windowMs: 1_000 };
  const brands = shipped.brands.map((b) => ({ ...b, partnerApiLimits: { perKey: unlimited, perPartner: unlimited } }));
  const file = path.join(dir, 'bench-brands.json');
  fs.writeFileSync(file, JSON.stringify({ ...shipped, brands }));
  return file;
}

/** Signs in over the API (the demo partner unless told otherwise) and answers the session the web app keeps. */
export async function signInOver(base, user = { email: 'demo@partner.test', password: 'Demo@Partner1' }) {
  const res = await fetch(`${base}/api-portal/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(user),
  });
  if (!res.ok) throw new Error(`sign-in as ${user.email} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Calls `fn` every 100 ms until it answers something truthy (a throw counts as not yet), for at most `ms`. */
export async function until(fn, ms, what) {
  const end = Date.now() + ms;
  for (;;) {
    try {
      const v = await fn();
      if (v) return v;
    } catch {
      /* not yet */
    }
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** Chromium's flags for the page measurements (Lighthouse, `profile:page`, `paint-times`): those of the browser suite. */
export const MEASURING_FLAGS = [
  '--no-sandbox',
  '--disable-dev-shm-usage',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

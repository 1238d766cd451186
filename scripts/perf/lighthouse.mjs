// `npm run lighthouse`: Lighthouse's mobile preset in Debian's Chromium against a running built portal (LH_BASE_URL),
// on /auth signed out and /dashboard signed in as the demo partner; LH_RUNS runs per page on an empty cache, the
// median printed with its accessibility score, timings and the machine's benchmark index (the score follows the
// machine's speed, so LH_MIN_BENCHMARK=n reruns a run made below n). Not in CI: slow, and noisy on a shared machine.
// LH_COMPARE_URL alternates the runs with another build so both see the same minutes; LH_THROTTLING=devtools slows
// the network in the browser instead of Lighthouse's estimate; LH_PROXY=nginx measures through the reference nginx
// (TLS, HTTP/2); LH_EXPLAIN=1 prints what the estimate waited for (lantern-explain.mjs). See docs/performance.md.
import puppeteer from 'puppeteer-core';
import fs from 'node:fs';
import os from 'node:os';
import nodePath from 'node:path';
import { spawn } from 'node:child_process';
import lighthouse from 'lighthouse';
import { MEASURING_FLAGS, signInOver, until } from '../lib.mjs';
import { nginxBin, nginxConfig } from '../cluster/nginx.mjs';
import { explainRun } from './lantern-explain.mjs';

const base = (process.env.LH_BASE_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
const compare = process.env.LH_COMPARE_URL?.replace(/\/$/, '');
const runs = Number(process.env.LH_RUNS ?? 3);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const throttlingMethod = process.env.LH_THROTTLING ?? 'simulate';
const demo = { email: process.env.LH_EMAIL ?? 'demo@partner.test', password: process.env.LH_PASSWORD ?? 'Demo@Partner1' };

/**
 * One Lighthouse navigation of `path` on `base` in a new tab; `session` is put in the tab's sessionStorage first (the
 * sign-in); `attempt` counts the runs Lighthouse failed.
 */
async function measure(browser, base, path, session, attempt) {
  const page = await browser.newPage();
  const cdp = await page.createCDPSession();
  if (session) {
    // the session lives in the tab's sessionStorage: set it on a same-origin page that loads none of the app's assets
    await page.goto(`${base}/api-portal/auth/status`);
    await page.evaluate((value) => sessionStorage.setItem('session', value), JSON.stringify(session));
  }
  await cdp.send('Network.clearBrowserCache');
  // storage is kept for the signed-in run (else the session goes); the cache was emptied above either way
  const result = await lighthouse(
    `${base}${path}`,
    { onlyCategories: ['performance', 'accessibility'], disableStorageReset: !!session, throttlingMethod },
    undefined,
    page,
  );
  await page.close();
  const lhr = result.lhr;
  // Lighthouse sometimes fails to record the trace (NO_NAVSTART): that run measured nothing, so it is run again
  if (lhr.runtimeError) {
    if ((attempt ?? 0) >= 2) throw new Error(`${path}: Lighthouse failed three times: ${lhr.runtimeError.message}`);
    console.error(`${path}: ${lhr.runtimeError.code}, measuring again`);
    return measure(browser, base, path, session, (attempt ?? 0) + 1);
  }
  // LH_SAVE=dir keeps each report (JSON) for a closer look
  if (process.env.LH_SAVE) {
    fs.mkdirSync(process.env.LH_SAVE, { recursive: true });
    fs.writeFileSync(`${process.env.LH_SAVE}/${path.slice(1)}-${Date.now()}.json`, JSON.stringify(lhr));
  }
  const ms = (id) => Math.round(lhr.audits[id].numericValue);
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    fcp: ms('first-contentful-paint'),
    lcp: ms('largest-contentful-paint'),
    tbt: ms('total-blocking-time'),
    cls: lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3),
    kb: Math.round(lhr.audits['total-byte-weight'].numericValue / 1000),
    failedA11y: Object.values(lhr.audits)
      .filter((a) => lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id && r.weight > 0) && a.score === 0)
      .map((a) => a.id),
    finalUrl: lhr.finalDisplayedUrl,
    benchmark: Math.round(lhr.environment.benchmarkIndex),
    explanation: process.env.LH_EXPLAIN && throttlingMethod === 'simulate' ? await explainRun(result.artifacts, base) : [],
  };
}

const minBenchmark = Number(process.env.LH_MIN_BENCHMARK ?? 0);
let setAside = 0;

/** A run; with LH_MIN_BENCHMARK, measured again (three times at most) while the machine is slower than that. */
async function measureAtSpeed(browser, base, path, session) {
  for (let attempt = 0; ; attempt += 1) {
    const result = await measure(browser, base, path, session);
    if (result.benchmark >= minBenchmark || attempt >= 3) return result;
    setAside += 1;
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The run of median performance, with what it measured and every run's score. */
function summary(path, results) {
  const sorted = [...results].sort((a, b) => a.performance - b.performance);
  const m = sorted[Math.floor(sorted.length / 2)];
  if (!m.finalUrl.includes(path)) throw new Error(`${path} ended on ${m.finalUrl}: not the page meant`);
  const speeds = results.map((r) => r.benchmark).sort((a, b) => a - b);
  return { ...m, runs: sorted.map((r) => r.performance), speeds: `${speeds[0]}–${speeds.at(-1)}, median ${median(speeds)}` };
}

const line = (m) =>
  `performance ${m.performance} (runs ${m.runs.join(', ')}), accessibility ${m.accessibility}; FCP ${m.fcp} ms, LCP ${m.lcp} ms, ` +
  `TBT ${m.tbt} ms, CLS ${m.cls}, ${m.kb} KB transferred; benchmark index ${m.speeds}` +
  (m.failedA11y.length ? `; accessibility audits failed: ${m.failedA11y.join(', ')}` : '') +
  m.explanation.map((l) => `\n    ${l}`).join('');

/** Medians of each measure over the runs of both builds, and the change from the first to the second. */
function comparison(a, b) {
  return ['performance', 'fcp', 'lcp', 'tbt'].map((k) => {
    const [ma, mb] = [median(a.map((r) => r[k])), median(b.map((r) => r[k]))];
    return `${k} ${ma} -> ${mb} (${mb - ma >= 0 ? '+' : ''}${mb - ma})`;
  });
}

const proxies = [];
/**
 * LH_PROXY=nginx: the address of the reference nginx started in front of the server at `url` (its three upstreams
 * all that one server), over https and HTTP/2; else `url` itself.
 */
async function measuredAddress(url) {
  if (!process.env.LH_PROXY) return url;
  if (process.env.LH_PROXY !== 'nginx') throw new Error(`LH_PROXY=${process.env.LH_PROXY}: only nginx is known`);
  const { protocol, hostname, port } = new URL(url);
  // the reference configuration speaks plain HTTP to its upstreams, as to server processes on a private network
  if (protocol !== 'http:') throw new Error(`LH_PROXY=nginx: ${url} is not an http:// address (nginx's upstreams are)`);
  const backend = `${hostname}:${port || 80}`;
  const dir = fs.mkdtempSync(nodePath.join(os.tmpdir(), 'portal-lighthouse-nginx-'));
  const config = await nginxConfig({ dir, backends: [backend, backend, backend], accessLog: false });
  const nginx = spawn(nginxBin, config.args, { stdio: 'inherit' });
  proxies.push({ nginx, dir });
  const address = `https://localhost:${config.httpsPort}`;
  // nginx answers /healthz itself (404: the probes are not public)
  await until(async () => (await fetch(`${address}/healthz`)).status, 5_000, `nginx in front of ${url} (${dir}/logs/error.log)`);
  console.log(`${address}: nginx (deploy/nginx, TLS and HTTP/2) in front of ${url}`);
  return address;
}

// the proxy's certificate is a throw-away one: neither this process nor the browser checks it
if (process.env.LH_PROXY) process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
const flags = process.env.LH_PROXY ? [...MEASURING_FLAGS, '--ignore-certificate-errors'] : MEASURING_FLAGS;
const browser = await puppeteer.launch({ executablePath: chromium, headless: true, args: flags });
let worst = 100;
try {
  const sessions = new Map();
  // signed in on the server itself: the session is the same through the proxy
  for (const url of [base, compare].filter(Boolean)) sessions.set(await measuredAddress(url), await signInOver(url, demo));
  const pages = [
    ['/auth', false],
    ['/dashboard', true],
  ].filter(([path]) => !process.env.LH_PATHS || process.env.LH_PATHS.split(',').includes(path));
  for (const [path, signedIn] of pages) {
    const results = new Map([...sessions.keys()].map((url) => [url, []]));
    for (let i = 0; i < runs; i += 1) {
      for (const [url, list] of results) list.push(await measureAtSpeed(browser, url, path, signedIn ? sessions.get(url) : null));
    }
    const label = `${path}${signedIn ? ' (signed in)' : ''}`;
    const [measuredBase, measuredCompare] = results.keys();
    const m = summary(path, results.get(measuredBase));
    worst = Math.min(worst, m.performance);
    if (!compare) {
      console.log(`${label}: ${line(m)}`);
      continue;
    }
    console.log(`${label}\n  ${base}: ${line(m)}\n  ${compare}: ${line(summary(path, results.get(measuredCompare)))}`);
    console.log(`  medians, runs alternating: ${comparison(results.get(measuredBase), results.get(measuredCompare)).join(', ')}`);
  }
  if (minBenchmark) console.log(`${setAside} runs measured again: the benchmark index was under ${minBenchmark}`);
} finally {
  await browser.close();
  for (const { nginx, dir } of proxies) {
    nginx.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
process.exitCode = worst >= 90 ? 0 : 1;

// `npm run profile:page -- /dashboard`: what the main thread does while a page of the running portal loads, as
// Lighthouse's mobile preset sees it (4x CPU slowdown, Debian's Chromium; the network is not slowed). Prints every
// long task (over 50 ms) with what filled it: by package, and by the app's own module and function (source maps of
// the build). Signs in as
// the demo partner first unless PROFILE_SIGNED_OUT is set; PROFILE_BASE_URL (http://127.0.0.1:8080); the server must
// serve the current build (`npm run build`, then start it). Not part of CI: its figures move with the machine.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { MEASURING_FLAGS, root, signInOver } from '../lib.mjs';

const base = (process.env.PROFILE_BASE_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
const page = process.argv[2] ?? '/dashboard';
// the build the server serves (WEB_DIST, as for the server): its source maps name what ran
const assets = path.join(process.env.WEB_DIST ?? path.join(root, 'apps/web/dist'), 'assets');
// PROFILE_CPU=1 loads without slowdown, as Lighthouse's default (simulated) throttling records the load it then scales
// by 4: a task of more than 12.5 ms there counts in its total blocking time. PROFILE_LONG_MS lowers the threshold.
const CPU_RATE = Number(process.env.PROFILE_CPU ?? 4);
const LONG_TASK_US = Number(process.env.PROFILE_LONG_MS ?? 50) * 1000;

/** Loads the page at PROFILE_CPU's slowdown; answers its CPU profile, the long tasks of its main thread, its first paint. */
async function record() {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: MEASURING_FLAGS,
  });
  try {
    const tab = await browser.newPage();
    await tab.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
    if (!process.env.PROFILE_SIGNED_OUT) {
      const session = await signInOver(base);
      await tab.goto(`${base}/api-portal/auth/status`); // same origin, none of the app's assets
      await tab.evaluate((value) => sessionStorage.setItem('session', value), JSON.stringify(session));
    }
    const cdp = await tab.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    const traceFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-profile-')), 'trace.json');
    await tab.tracing.start({ path: traceFile, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'] });
    await cdp.send('Profiler.start');
    await tab.goto(`${base}${page}`, { waitUntil: 'networkidle0' });
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const { profile } = await cdp.send('Profiler.stop');
    await tab.tracing.stop();
    const events = JSON.parse(fs.readFileSync(traceFile, 'utf8')).traceEvents;
    // the page's main thread (the renderer that navigated to it), and its outermost tasks only
    const navigation = events.findLast((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.includes(page));
    const onMain = (e) => !navigation || (e.pid === navigation.pid && e.tid === navigation.tid);
    const tasks = events
      .filter((e) => e.name === 'RunTask' && e.ph === 'X' && onMain(e))
      .filter((e, i, all) => !all.some((outer) => outer !== e && outer.ts <= e.ts && outer.ts + outer.dur >= e.ts + e.dur))
      .filter((e) => e.dur > LONG_TASK_US);
    // what started each task (a timer, an animation frame, an idle callback, a module's evaluation, a message...)
    for (const task of tasks) {
      const inside = events.filter(
        (e) => e.tid === task.tid && e.pid === task.pid && e.ts >= task.ts && e.ts < task.ts + task.dur && e !== task,
      );
      task.kind = [...new Set(inside.filter((e) => KINDS.has(e.name)).map((e) => e.name))].join(' ') || '';
    }
    const fcp = events.find((e) => e.name === 'firstContentfulPaint' && onMain(e));
    return { profile, tasks, finalUrl: tab.url(), fcp: fcp?.ts };
  } finally {
    await browser.close();
  }
}

const KINDS = new Set([
  'TimerFire',
  'FireAnimationFrame',
  'FireIdleCallback',
  'v8.evaluateModule',
  'EventDispatch',
  'ParseHTML',
  'Layout',
  'UpdateLayoutTree',
]);
const maps = new Map();
/** The source a built file's position comes from (`nm/<package>/…` for node_modules), or null. */
function source(url, line, column) {
  const file = url.split('/').pop();
  if (!file?.endsWith('.js')) return null;
  if (!maps.has(file)) {
    const map = path.join(assets, `${file}.map`);
    maps.set(file, fs.existsSync(map) ? new TraceMap(fs.readFileSync(map, 'utf8')) : null);
  }
  const found = maps.get(file) && originalPositionFor(maps.get(file), { line: line + 1, column });
  if (!found?.source) return null;
  return found.source
    .replace(/.*node_modules\//, 'nm/')
    .replace(/^.*?(apps\/web\/src\/|packages\/)/, '$1')
    .replace('apps/web/src/', '');
}

const packageOf = (src) =>
  src.startsWith('nm/')
    ? src
        .split('/')
        .slice(1, src.startsWith('nm/@') ? 3 : 2)
        .join('/')
    : src;
const top = (counts, n) =>
  [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([key, count]) => `${key} ${count}`)
    .join(', ');

const { profile, tasks, finalUrl, fcp } = await record();
if (!finalUrl.includes(page))
  throw new Error(
    `${page} ended on ${finalUrl}: not the page meant (a signed-out page needs PROFILE_SIGNED_OUT=1; a signed-in one, the demo partner)`,
  );
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map(profile.nodes.flatMap((n) => (n.children ?? []).map((child) => [child, n.id])));
let clock = profile.startTime;
const times = profile.timeDeltas.map((delta) => (clock += delta));
let blocking = 0;
console.log(
  `${page}: ${tasks.length} tasks over ${LONG_TASK_US / 1000} ms at ${CPU_RATE}x CPU slowdown (samples every 0.2 ms of wall time)` +
    (fcp ? `; first contentful paint at ${Math.round((fcp - profile.startTime) / 1000)} ms` : ''),
);
for (const task of tasks) {
  const byPackage = new Map();
  const byApp = new Map();
  profile.samples.forEach((id, i) => {
    if (times[i] < task.ts || times[i] > task.ts + task.dur) return;
    const frame = nodes.get(id).callFrame;
    const from = (frame.url && source(frame.url, frame.lineNumber, frame.columnNumber)) || frame.url.split('/').pop() || frame.functionName;
    byPackage.set(packageOf(from), (byPackage.get(packageOf(from)) ?? 0) + 1);
    // the nearest frame of the app's own code up the stack: which module and function asked for the work
    for (let at = id; at != null; at = parent.get(at)) {
      const f = nodes.get(at).callFrame;
      const own = f.url && source(f.url, f.lineNumber, f.columnNumber);
      if (own && !own.startsWith('nm/')) {
        const key = `${own}:${f.functionName || '(anonymous)'}`;
        byApp.set(key, (byApp.get(key) ?? 0) + 1);
        break;
      }
    }
  });
  const ms = Math.round(task.dur / 1000);
  blocking += Math.max(0, ms - 50);
  console.log(`\n${ms} ms task at ${Math.round((task.ts - profile.startTime) / 1000)} ms ${task.kind}`);
  console.log(`  by package (samples): ${top(byPackage, 8) || '(no JavaScript: parsing, style, layout)'}`);
  if (byApp.size) console.log(`  app code that led there: ${top(byApp, 6)}`);
}
console.log(`\nblocking time (each long task over 50 ms, summed): ${blocking} ms`);

// `npm run paint-times` ("A fast first page"): when a first visit paints, measured in Debian's Chromium
// with a phone's link and CPU applied by the browser itself (150 ms latency, 1.6 Mbit/s down, 750 kbit/s up, CPU 4x
// slower: Lighthouse's mobile preset), on an empty cache. For /auth signed out and /dashboard signed in as the demo
// partner, it prints the median first contentful paint and largest contentful paint (the browser's own entries) and
// when the dashboard's subtitle, or the sign-in form, is on screen.
// Lighthouse's default (`simulate`) estimates a slow load from a fast one and models the CPU as the limit; this
// applies the slow link, so it sees what overlapping round trips save. PAINT_BASE_URL (http://127.0.0.1:8080);
// PAINT_COMPARE_URL, another build served on another port (WEB_DIST=dir), makes the loads alternate between the two
// so that both see the same minutes of the machine; PAINT_RUNS loads per page and build (9). Not in CI (noisy).
// the functions given to evaluate() run in the page
/* global window, document, requestAnimationFrame */
import puppeteer from 'puppeteer-core';
import { MEASURING_FLAGS, signInOver } from '../lib.mjs';

const base = (process.env.PAINT_BASE_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
const compare = process.env.PAINT_COMPARE_URL?.replace(/\/$/, '');
const runs = Number(process.env.PAINT_RUNS ?? 9);
const cpuRate = Number(process.env.PAINT_CPU ?? 4);
const PAGES = [
  { path: '/auth', signedIn: false, ready: 'form' },
  { path: '/dashboard', signedIn: true, ready: 'main h1 + p' },
];

/** One load of `page` on `origin` in a new tab, throttled; answers its paint times in ms after the navigation began. */
async function load(browser, origin, page) {
  const context = await browser.createBrowserContext();
  const tab = await context.newPage();
  try {
    await tab.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
    if (page.signedIn) {
      const session = await signInOver(origin);
      await tab.goto(`${origin}/api-portal/auth/status`); // same origin, none of the app's assets
      await tab.evaluate((value) => sessionStorage.setItem('session', value), JSON.stringify(session));
    }
    const cdp = await tab.createCDPSession();
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6e6 / 8) * 0.9,
      uploadThroughput: (750e3 / 8) * 0.9,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await tab.evaluateOnNewDocument((selector) => {
      window.__paint = { lcp: 0, ready: 0 };
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__paint.lcp = e.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      const watch = () => {
        if (!window.__paint.ready && document.querySelector(selector)) window.__paint.ready = performance.now();
        else if (!window.__paint.ready) requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    }, page.ready);
    await tab.goto(`${origin}${page.path}`, { waitUntil: 'networkidle0', timeout: 60_000 });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    return await tab.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      lcp: window.__paint.lcp,
      ready: window.__paint.ready,
    }));
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${Math.round(value)} ms`;

const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: MEASURING_FLAGS,
});
try {
  const origins = compare ? [base, compare] : [base];
  for (const page of PAGES) {
    const results = new Map(origins.map((o) => [o, []]));
    for (let i = 0; i < runs; i++) {
      // alternate which build goes first, so that neither always loads on a warmer machine
      const order = i % 2 ? [...origins].reverse() : origins;
      for (const origin of order) results.get(origin).push(await load(browser, origin, page));
    }
    console.log(`${page.path}${page.signedIn ? ' (signed in)' : ''}, medians of ${runs}:`);
    for (const origin of origins) {
      const r = results.get(origin);
      const metric = (k) => median(r.map((x) => x[k]));
      console.log(
        `  ${origin}: first contentful paint ${ms(metric('fcp'))}, largest ${ms(metric('lcp'))}, ` +
          `${page.signedIn ? 'subtitle' : 'form'} on screen ${ms(metric('ready'))} ` +
          `(largest: ${r.map((x) => Math.round(x.lcp)).join(', ')})`,
      );
    }
  }
} finally {
  await browser.close();
}

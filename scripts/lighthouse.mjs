// `npm run lighthouse` (issue 17, "A fast first page"): Lighthouse's mobile preset (simulated slow 4G and a 4x slower
// CPU) in Debian's Chromium against a running built portal (`npm run build && npm start`, or LH_BASE_URL), on /auth
// signed out and /dashboard signed in as the demo partner (README, "Demo accounts"). Each page is measured LH_RUNS
// times (3) on an empty cache; the median performance run is printed with its accessibility score and timings.
// Not part of CI: a run takes about a minute and its figures move with the machine's load.
import puppeteer from 'puppeteer-core';
import fs from 'node:fs';
import lighthouse from 'lighthouse';
import { signInOver } from './lib.mjs';

const base = (process.env.LH_BASE_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
const runs = Number(process.env.LH_RUNS ?? 3);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const demo = { email: process.env.LH_EMAIL ?? 'demo@partner.test', password: process.env.LH_PASSWORD ?? 'Demo@Partner1' };

/** One Lighthouse navigation of `path` in a new tab; `session` is put in the tab's sessionStorage first (the web app's sign-in). */
async function measure(browser, path, session) {
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
    { onlyCategories: ['performance', 'accessibility'], disableStorageReset: !!session },
    undefined,
    page,
  );
  await page.close();
  const lhr = result.lhr;
  // LH_SAVE=dir keeps each report (JSON) for a closer look
  if (process.env.LH_SAVE) fs.writeFileSync(`${process.env.LH_SAVE}/${path.slice(1)}-${Date.now()}.json`, JSON.stringify(lhr));
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
  };
}

const browser = await puppeteer.launch({ executablePath: chromium, headless: true, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
let worst = 100;
try {
  const session = await signInOver(base, demo);
  const pages = [
    ['/auth', false],
    ['/dashboard', true],
  ].filter(([path]) => !process.env.LH_PATHS || process.env.LH_PATHS.split(',').includes(path));
  for (const [path, signedIn] of pages) {
    const results = [];
    for (let i = 0; i < runs; i += 1) results.push(await measure(browser, path, signedIn ? session : null));
    results.sort((a, b) => a.performance - b.performance);
    const m = results[Math.floor(results.length / 2)];
    if (!m.finalUrl.includes(path)) throw new Error(`${path} ended on ${m.finalUrl}: not the page meant`);
    worst = Math.min(worst, m.performance);
    console.log(
      `${path}${signedIn ? ' (signed in)' : ''}: performance ${m.performance} (runs ${results.map((r) => r.performance).join(', ')}), ` +
        `accessibility ${m.accessibility}; FCP ${m.fcp} ms, LCP ${m.lcp} ms, TBT ${m.tbt} ms, CLS ${m.cls}, ${m.kb} KB transferred` +
        (m.failedA11y.length ? `; accessibility audits failed: ${m.failedA11y.join(', ')}` : ''),
    );
  }
} finally {
  await browser.close();
}
process.exitCode = worst >= 90 ? 0 : 1;

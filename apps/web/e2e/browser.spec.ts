import fs from 'node:fs';
import { expect, test } from '@playwright/test';

// The browser the suite runs (playwright.config.ts, e2e/support/chromium-features.ts): no omnibox popup pages, each
// in a renderer of its own for every test's window, and Playwright's own list of disabled features kept.

/** The command lines of the browsers Playwright started on this machine (Linux: /proc), as lists of arguments. */
function browserCommandLines(): string[][] {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map((pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      } catch {
        return []; // the process has ended
      }
    })
    .filter((args) => args.includes('--remote-debugging-pipe') && !args.some((arg) => arg.startsWith('--type=')));
}

test('each window opens without the omnibox WebUI, and Playwright keeps its disabled features', async ({ browser, page }) => {
  await page.goto('/no/such/page');
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets', { filter: [{}] });
  await cdp.detach();
  expect(targetInfos.map((t) => t.url).filter((url) => url.includes('top-chrome'))).toEqual([]);
  const lines = browserCommandLines();
  expect(lines.length).toBeGreaterThan(0);
  for (const args of lines) {
    // Chromium keeps the last switch only: it must name Playwright's features (PaintHolding is one) and ours
    const last = args.filter((arg) => arg.startsWith('--disable-features=')).at(-1) ?? '';
    expect(last).toContain('PaintHolding');
    expect(last).toContain('WebUIOmniboxPopup');
  }
});

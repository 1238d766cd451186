import fs from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Chromium features the browser suite turns off. Each new browser context (every test) opens a window, and Chromium
 * 156 gives each window its omnibox popups as WebUI pages, each in a renderer of its own (`--top-chrome-webui`),
 * preloaded although a headless window never shows them: CPU the suite spends for nothing (docs/performance.md).
 */
const OFF = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup', 'PreloadTopChromeWebUI'];

/**
 * The `--disable-features` switch for Chromium: ours and Playwright's own. Chromium keeps only the last such switch,
 * and Playwright passes its list (features that make tests unstable) before the config's arguments, so ours must carry
 * Playwright's too. Playwright does not export it: it is read from its bundle, and a Playwright whose bundle no longer
 * has it stops the suite here rather than dropping its list unnoticed.
 */
export function disableFeaturesSwitch(): string {
  const bundle = fs.readFileSync(createRequire(import.meta.url).resolve('playwright-core/lib/coreBundle'), 'utf8');
  const list = /\bdisabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(bundle)?.[1];
  const playwrights = list ? [...list.replace(/\/\/.*$/gm, '').matchAll(/"(\w+)"/g)].map((m) => m[1]) : [];
  if (playwrights.length === 0)
    throw new Error(
      "playwright.config.ts: Playwright's list of disabled Chromium features was not found in playwright-core's bundle; " +
        'update e2e/support/chromium-features.ts for this Playwright version',
    );
  return `--disable-features=${[...new Set([...playwrights, ...OFF])].join(',')}`;
}

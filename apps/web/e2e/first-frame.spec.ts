import path from 'node:path';
import { expect, test } from '@playwright/test';
import { WCAG_21_EXPERIMENTAL, axeSummary } from './support/axe';

const TEXTS = {
  en: { signIn: 'Sign in', dashboard: 'Dashboard', loading: 'Loading' },
  it: { signIn: 'Accedi', dashboard: 'Dashboard', loading: 'Caricamento' },
};

/**
 * A first page as painted before any script has run: the frame the build prerendered and the server put in the page
 * (apps/server/src/plugins/web.ts), in the language of the visitor's cookie, styled within the page's CSP.
 */
for (const language of ['en', 'it'] as const) {
  test(`the first frame of /auth and /dashboard, before the app's script, in ${language}`, async ({ page, context, baseURL }, testInfo) => {
    const texts = TEXTS[language];
    await context.addCookies([{ name: 'language', value: language, url: baseURL! }]);
    const refused: string[] = [];
    page.on('console', (m) => m.type() === 'error' && /Content Security Policy/.test(m.text()) && refused.push(m.text()));
    await page.route(/\.js(\?.*)?$/, (route) => route.abort());
    for (const [path_, heading] of [
      ['/auth', texts.signIn],
      ['/dashboard', texts.dashboard],
    ] as const) {
      await page.goto(path_);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('status', { name: texts.loading })).toBeVisible();
      const logo = page.getByRole('banner').getByRole('img');
      await expect(logo).toHaveAttribute('alt', /\S/);
      expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      const file = `first-frame${path_.replace('/', '-')}-${language}.png`;
      await page.screenshot({ path: path.join(testInfo.project.testDir, 'screenshots', file) });
      expect(await axeSummary(page, WCAG_21_EXPERIMENTAL)).toEqual([]);
    }
    // the style attributes the prerender moved into the nonced sheet apply: the card is as wide as the app's
    await page.goto('/auth');
    expect(await page.locator('.mantine-Paper-root').evaluate((e) => getComputedStyle(e).maxWidth)).toBe('420px');
    expect(refused).toEqual([]);
  });
}

test('the app replaces the frame with the screen itself', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.locator('.first-frame')).toHaveCount(0);
});

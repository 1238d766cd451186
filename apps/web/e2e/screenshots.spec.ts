import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { chooseLanguage, signInByApi } from './support/session';
import { SCREENS, type ScreenName } from './support/screens';
import { USERS, type DemoUser } from './support/users';

/** PNGs of every screen in both languages, to be looked at (apps/web/e2e/screenshots, git-ignored). */
for (const name of Object.keys(SCREENS) as ScreenName[]) {
  for (const language of ['en', 'it'] as const) {
    test(`screenshot ${name} ${language}`, async ({ page }, testInfo) => {
      await SCREENS[name](page);
      if (language === 'it') await chooseLanguage(page, 'it');
      await page.mouse.move(0, 0);
      await page.waitForTimeout(500);
      const file = path.join(testInfo.project.testDir, 'screenshots', `${name}-${language}.png`);
      await page.screenshot({ path: file, fullPage: true });
    });
  }
}

/** The shipped brands side by side: the same screens as each brand's partners (and visitors) see them. */
const BRANDS: Array<{ brand: string; user?: DemoUser; paths: string[] }> = [
  { brand: 'platform', paths: ['/auth', '/legal'] },
  { brand: 'aurora', user: USERS.demo, paths: ['/dashboard', '/clients/individual', '/legal/terms'] },
  { brand: 'laguna', user: USERS.other, paths: ['/dashboard', '/clients/individual', '/legal/terms'] },
];

async function shoot(page: Page, dir: string, file: string) {
  await page.mouse.move(0, 0);
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(dir, 'screenshots', file) });
}

for (const { brand, user, paths } of BRANDS) {
  for (const language of ['en', 'it'] as const) {
    test(`screenshot brand ${brand} ${language}`, async ({ page }, testInfo) => {
      test.setTimeout(120_000);
      if (user) await signInByApi(page, user);
      await page.goto(paths[0]);
      if (language === 'it') await chooseLanguage(page, 'it');
      for (const p of paths) {
        await page.goto(p);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await shoot(page, testInfo.project.testDir, `brand-${brand}${p.replaceAll('/', '-')}-${language}.png`);
      }
    });
  }
}

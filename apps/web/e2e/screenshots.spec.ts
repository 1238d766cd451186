import path from 'node:path';
import { test } from '@playwright/test';
import { chooseLanguage } from './support/session';
import { SCREENS, type ScreenName } from './support/screens';

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

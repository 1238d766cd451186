import { expect, test } from '@playwright/test';
import { chooseLanguage } from './support/session';
import { SCREENS, type ScreenName } from './support/screens';
import { WCAG_A_AA, axeSummary } from './support/axe';

for (const name of Object.keys(SCREENS) as ScreenName[]) {
  for (const language of ['en', 'it'] as const) {
    test(`${name} (${language}) has no WCAG 2 A/AA violations`, async ({ page }) => {
      await SCREENS[name](page);
      if (language === 'it') await chooseLanguage(page, 'it');
      await page.waitForTimeout(300);
      const summary = await axeSummary(page, WCAG_A_AA);
      expect(summary).toEqual([]);
    });
  }
}

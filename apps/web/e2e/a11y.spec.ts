import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { chooseLanguage } from './support/session';
import { SCREENS, type ScreenName } from './support/screens';

for (const name of Object.keys(SCREENS) as ScreenName[]) {
  for (const language of ['en', 'it'] as const) {
    test(`${name} (${language}) has no WCAG 2 A/AA violations`, async ({ page }) => {
      await SCREENS[name](page);
      if (language === 'it') await chooseLanguage(page, 'it');
      await page.waitForTimeout(300);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(summary).toEqual([]);
    });
  }
}

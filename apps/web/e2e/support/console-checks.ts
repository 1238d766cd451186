import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { chooseLanguage } from './session';

/** axe (WCAG 2 A and AA) on what the console shows now: zero violations. */
export async function axe(page: Page, what: string) {
  await page.mouse.move(0, 0);
  await page.waitForTimeout(300);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, what).toEqual([]);
}

/** axe and a screenshot (`screenshots/console-<name>-<language>.png`, looked at) in English, then Italian, then back. */
export async function checkBothLanguages(page: Page, testInfo: TestInfo, name: string) {
  for (const language of ['en', 'it'] as const) {
    await chooseLanguage(page, language);
    await axe(page, `${name} ${language}`);
    await page.screenshot({ path: path.join(testInfo.project.testDir, 'screenshots', `console-${name}-${language}.png`), fullPage: true });
  }
  await chooseLanguage(page, 'en');
}

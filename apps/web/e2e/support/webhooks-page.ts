import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page } from '@playwright/test';
import { transitionsDone } from './transitions';
import { WCAG_A_AA, axeSummary } from './axe';

const SHOTS = fileURLToPath(new URL('../screenshots/', import.meta.url));

/** WCAG 2 A/AA violations of the page, once no notification is showing and no dialog is fading (the webhook specs). */
export async function axe(page: Page): Promise<string[]> {
  await page.mouse.move(0, 0);
  await expect(page.getByRole('alert').filter({ has: page.locator('.mantine-Notification-closeButton') })).toHaveCount(0);
  await transitionsDone(page);
  return axeSummary(page, WCAG_A_AA);
}

/**
 * Whole pages from the top, the window when a dialog is open (a full-page capture would move the
 * fixed dialog), or one part of a page (the webhooks section of the account page).
 */
export async function shoot(page: Page, name: string, o: { dialog?: boolean; part?: Locator } = {}): Promise<void> {
  await page.mouse.move(0, 0);
  await page.waitForTimeout(500);
  const file = path.join(SHOTS, `${name}.png`);
  if (o.part) return void (await o.part.screenshot({ path: file }));
  if (!o.dialog) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: file, fullPage: !o.dialog });
}

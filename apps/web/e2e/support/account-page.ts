import { expect, type Page } from '@playwright/test';
import { chooseLanguage } from './session';
import { text } from './texts';

/** Opens the account page (partner-portal §9) in `lang`, signed in already, and waits for its heading. */
export async function openAccount(page: Page, lang: 'en' | 'it' = 'en', timeout?: number) {
  await page.goto('/account');
  if (lang === 'it') await chooseLanguage(page, 'it');
  await expect(page.getByRole('heading', { level: 1, name: text(lang, 'common:nav.accountDetails') })).toBeVisible({ timeout });
}

/** A section of the account page by its title (its level-2 heading). */
export const sectionOf = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });

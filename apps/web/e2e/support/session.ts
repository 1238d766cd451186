import { expect, type Page } from '@playwright/test';
import { text } from './texts';
import type { DemoUser } from './users';

/** Signs in through the login form and waits until the app has left /auth. */
export async function signIn(page: Page, user: DemoUser) {
  await page.goto('/auth');
  await page.getByLabel(text('en', 'auth:login.email')).fill(user.email);
  await page.getByLabel(text('en', 'auth:login.password'), { exact: true }).fill(user.password);
  await page.getByRole('button', { name: text('en', 'auth:login.submit') }).click();
  await expect(page).not.toHaveURL(/\/auth/);
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: new RegExp(text('en', 'common:nav.account')) }).click();
  await page.getByRole('menuitem', { name: text('en', 'common:nav.signOut') }).click();
  await expect(page).toHaveURL(/\/auth$/);
}

export async function chooseLanguage(page: Page, language: 'en' | 'it') {
  const label = new RegExp(`^(${text('en', 'common:footer.language')}|${text('it', 'common:footer.language')})$`);
  await page.getByLabel(label).selectOption(language);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

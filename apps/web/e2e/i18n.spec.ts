import { expect, test } from '@playwright/test';
import { chooseLanguage, signIn, signInByApi } from './support/session';
import { text } from './support/texts';
import { USERS } from './support/users';

test('switching to Italian changes the texts and survives a reload', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: text('en', 'auth:login.title') })).toBeVisible();
  await chooseLanguage(page, 'it');
  await expect(page.getByRole('heading', { name: text('it', 'auth:login.title') })).toBeVisible();
  await expect(page.getByRole('link', { name: text('it', 'common:footer.privacy') })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: text('it', 'auth:login.title') })).toBeVisible();
  await chooseLanguage(page, 'en');
  await expect(page.getByRole('heading', { name: text('en', 'auth:login.title') })).toBeVisible();
});

test('the dashboard speaks Italian, month names included', async ({ page }) => {
  await signIn(page, USERS.demo);
  await chooseLanguage(page, 'it');
  await expect(page.getByRole('heading', { level: 2, name: text('it', 'dashboard:charts.bankAccounts') })).toBeVisible();
  await expect(page.getByRole('link', { name: text('it', 'common:menu.dashboard') })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'gen' }).first()).toBeAttached();
});

test('changing language on /support returns home', async ({ page }) => {
  await signInByApi(page, USERS.demo);
  await page.goto('/support');
  await chooseLanguage(page, 'it');
  await expect(page).toHaveURL(/\/dashboard$/);
});

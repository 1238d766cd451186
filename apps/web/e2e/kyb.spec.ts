import { expect, test } from '@playwright/test';
import { signIn } from './support/session';
import { text } from './support/texts';
import { USERS } from './support/users';

test('a registered but unverified user lands on /kyb and stays there', async ({ page }) => {
  await signIn(page, USERS.unverified);
  await expect(page).toHaveURL(/\/kyb$/);
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'kyb:title') })).toBeVisible();
  await expect(page.getByText(text('en', 'kyb:text'))).toBeVisible();
  await expect(page.getByRole('navigation', { name: text('en', 'common:menu.label') })).toHaveCount(0);
  await page.getByRole('button', { name: text('en', 'kyb:start') }).click();
  const dialog = page.getByRole('dialog', { name: text('en', 'kyb:dialog.title') });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button').filter({ hasText: text('en', 'kyb:dialog.close') }).click();
  await expect(dialog).toBeHidden();
  for (const path of ['/dashboard', '/cards', '/account']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/kyb$/);
  }
});

test('a verified partner has no business on /kyb', async ({ page }) => {
  await signIn(page, USERS.demo);
  await page.goto('/kyb');
  await expect(page).toHaveURL(/\/dashboard$/);
});

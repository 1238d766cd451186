import { expect, test } from '@playwright/test';
import { text } from './support/texts';

test('an unknown path shows the not-found screen with a way home', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'common:notFound.title') })).toBeVisible();
  await page.getByRole('link', { name: text('en', 'common:notFound.home') }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('a skip link leads to the main content', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'common:notFound.title') })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: text('en', 'common:app.skipToContent') });
  await expect(skip).toBeFocused();
  await skip.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

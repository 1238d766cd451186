import { expect, test, type Page } from '@playwright/test';
import { signIn, signOut } from './support/session';
import { USERS } from './support/users';

async function brandShown(page: Page) {
  await expect(page.getByTestId('product-title')).toBeVisible();
  const product = await page.getByTestId('product-title').textContent();
  // the document's title follows the brand in an effect, just after the header shows it: wait for it, not read it once
  await expect(page).toHaveTitle(product ?? '');
  return {
    title: await page.title(),
    product,
    logo: await page.getByRole('banner').getByRole('img').first().getAttribute('alt'),
  };
}

test('each partner sees its own brand', async ({ page }) => {
  await signIn(page, USERS.demo);
  const first = await brandShown(page);
  expect(first.title).toBe(first.product);
  await signOut(page);
  await signIn(page, USERS.other);
  const second = await brandShown(page);
  expect(second.title).toBe(second.product);
  expect(second.title).not.toBe(first.title);
  expect(second.logo).not.toBe(first.logo);
});

import { expect, test, type Page } from '@playwright/test';
import { signIn, signOut, sessionToken } from './support/session';
import { USERS } from './support/users';

/**
 * The brand the server gives the tab's session (the status call with its token), once the header and the document's
 * title show it. Right after a sign-in the header may still show the brand of the status before it (the query keeps
 * the previous answer until the session's own arrives): reading the header once could catch that one.
 */
async function brandShown(page: Page) {
  const token = await sessionToken(page);
  const status = await page.request.get('/api-portal/auth/status', { headers: { authorization: `Bearer ${token}` } });
  const { brand } = (await status.json()) as { brand: { productTitle: string; name: string } };
  await expect(page.getByTestId('product-title')).toHaveText(brand.productTitle);
  // the document's title follows the brand in an effect, just after the header shows it
  await expect(page).toHaveTitle(brand.productTitle);
  await expect(page.getByRole('banner').getByRole('img').first()).toHaveAttribute('alt', brand.name);
  return { title: brand.productTitle, logo: brand.name };
}

test('each partner sees its own brand', async ({ page }) => {
  await signIn(page, USERS.demo);
  const first = await brandShown(page);
  await signOut(page);
  await signIn(page, USERS.other);
  const second = await brandShown(page);
  expect(second.title).not.toBe(first.title);
  expect(second.logo).not.toBe(first.logo);
});

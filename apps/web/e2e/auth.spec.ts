import { expect, test } from '@playwright/test';
import { signIn, signOut } from './support/session';
import { text } from './support/texts';
import { USERS } from './support/users';

test('a signed-out visitor of /dashboard is sent to the login screen', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: text('en', 'auth:login.title') })).toBeVisible();
  await expect(page.getByRole('link', { name: text('en', 'auth:login.forgotPassword') })).toHaveAttribute('href', '/auth/forgot-password');
  await expect(page.getByRole('link', { name: text('en', 'auth:login.signup') })).toHaveAttribute('href', '/auth/signup');
});

test('/ leads to the dashboard, unknown /auth paths show the login form', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto('/auth/whatever');
  await expect(page.getByRole('heading', { name: text('en', 'auth:login.title') })).toBeVisible();
});

test('submit stays disabled until the form is valid, and a wrong password is explained', async ({ page }) => {
  await page.goto('/auth/login');
  const submit = page.getByRole('button', { name: text('en', 'auth:login.submit') });
  await expect(submit).toBeDisabled();
  await page.getByRole('textbox', { name: text('en', 'auth:login.email'), exact: true }).fill('not-an-email');
  await page.getByRole('textbox', { name: text('en', 'auth:login.password'), exact: true }).fill('whatever');
  await expect(submit).toBeDisabled();
  await expect(page.getByText(text('en', 'auth:validation.emailInvalid'))).toBeVisible();
  await page.getByRole('textbox', { name: text('en', 'auth:login.email'), exact: true }).fill(USERS.demo.email);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText(text('en', 'auth:login.invalidCredentials'));
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('a partner signs in, sees the shell and signs out', async ({ page }) => {
  await signIn(page, USERS.demo);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('navigation', { name: text('en', 'common:menu.label') })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: text('en', 'common:footer.support') })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('session') ?? 'null') as unknown);
  expect(stored).toMatchObject({ email: USERS.demo.email, token: expect.any(String) });
  await signOut(page);
  expect(await page.evaluate(() => sessionStorage.getItem('session'))).toBeNull();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
});

test('a signed-out visitor sees only the logo in the header and no Support link', async ({ page }) => {
  await page.goto('/auth');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link')).toHaveCount(1);
  await expect(header.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: text('en', 'common:footer.support') })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
});

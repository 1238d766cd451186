import { expect, type Page } from '@playwright/test';
import { text } from './texts';
import type { DemoUser } from './users';

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches a catalogue text in either language, so helpers work whatever language is chosen. */
export function eitherLanguage(key: string, options: { exact?: boolean } = {}): RegExp {
  const alternatives = [...new Set([text('en', key), text('it', key)])].map(escape).join('|');
  return new RegExp(options.exact === false ? `(${alternatives})` : `^(${alternatives})$`);
}

/** Signs in through the login form and waits until the app has left /auth. */
export async function signIn(page: Page, user: DemoUser) {
  await page.goto('/auth');
  await page.getByRole('textbox', { name: eitherLanguage('auth:login.email') }).fill(user.email);
  await page.getByRole('textbox', { name: eitherLanguage('auth:login.password') }).fill(user.password);
  await page.getByRole('button', { name: eitherLanguage('auth:login.submit') }).click();
  await expect(page).not.toHaveURL(/\/auth/);
}

/**
 * Signs in over the API and hands the session to the tab as the login screen would (sessionStorage, on a same-origin
 * answer that loads none of the app), without opening /auth and the dashboard first: for the tests whose subject is a
 * later screen. The next `page.goto` opens the app signed in. The login screen itself is tested with `signIn`.
 */
export async function signInByApi(page: Page, user: DemoUser) {
  const answer = await page.request.post('/api-portal/auth/login', { data: { email: user.email, password: user.password } });
  expect(answer.status(), `sign-in of ${user.email}`).toBe(200);
  const session = JSON.stringify(await answer.json());
  await page.goto('/api-portal/auth/status');
  await page.evaluate((value) => sessionStorage.setItem('session', value), session);
}

/** The token of the tab's session (sessionStorage, as the app keeps it), or undefined when signed out. */
export function sessionToken(page: Page): Promise<string | undefined> {
  return page.evaluate(() => (JSON.parse(sessionStorage.getItem('session') ?? '{}') as { token?: string }).token);
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: eitherLanguage('common:nav.account', { exact: false }) }).click();
  await page.getByRole('menuitem', { name: eitherLanguage('common:nav.signOut') }).click();
  await expect(page).toHaveURL(/\/auth$/);
}

export async function chooseLanguage(page: Page, language: 'en' | 'it') {
  await page.getByLabel(eitherLanguage('common:footer.language')).selectOption(language);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

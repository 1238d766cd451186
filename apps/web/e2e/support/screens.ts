import { expect, type Page } from '@playwright/test';
import { signIn } from './session';
import { text } from './texts';
import { USERS } from './users';

/** The screens this issue builds, each opened and waited for until it is fully drawn. */
export const SCREENS = {
  login: async (page: Page) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: /.+/, level: 1 })).toBeVisible();
  },
  dashboard: async (page: Page) => {
    await signIn(page, USERS.demo);
    await expect(page.locator('[role="img"] svg')).toHaveCount(5);
  },
  kyb: async (page: Page) => {
    await signIn(page, USERS.unverified);
    await expect(page.getByRole('heading', { level: 1, name: text('en', 'kyb:title') })).toBeVisible();
  },
  notFound: async (page: Page) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: text('en', 'common:notFound.title') })).toBeVisible();
  },
} as const;
export type ScreenName = keyof typeof SCREENS;

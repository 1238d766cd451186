import path from 'node:path';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { generate } from 'otplib';
import { TIMING } from '@portal/contract';
import { createOperator as createOperatorWith } from './operator';
import { chooseLanguage, eitherLanguage } from './session';
import { WCAG_21_EXPERIMENTAL, axeSummary } from './axe';
import { transitionsDone } from './transitions';

/** The one set of helpers of the operator console's specs. */

/** The password of the operators the console specs create. */
export const OPERATOR_PASSWORD = 'Operator@E2e1';

/** An operator with OPERATOR_PASSWORD, made with `npm run admin -- operator create` (a fresh e-mail each call). */
export const createOperator = (dataDir: string, role: string): string =>
  createOperatorWith({ dataDir, role, password: OPERATOR_PASSWORD, prefix: role.toLowerCase().replace(/_/g, '-') });

/**
 * The first sign-in of an operator: e-mail and password, the authenticator's enrolment, its first code. Opens the
 * sign-in page unless the page is on it already. Answers the authenticator's secret.
 */
export async function firstOperatorSignIn(page: Page, email: string, password = OPERATOR_PASSWORD): Promise<string> {
  if (!/\/operator\/sign-in/.test(page.url())) await page.goto('/operator/sign-in');
  await page.getByRole('textbox', { name: eitherLanguage('console:signIn.email', { exact: false }) }).fill(email);
  await page.getByLabel(eitherLanguage('console:signIn.password', { exact: false })).fill(password);
  await page.keyboard.press('Enter');
  const secret = (await page.getByTestId('operator-totp-secret').textContent())!.trim();
  await page.getByRole('textbox', { name: eitherLanguage('console:signIn.code', { exact: false }) }).fill(await generate({ secret }));
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/sign-in/);
  return secret;
}

/** Opens a console screen from the menu. */
export async function openConsoleScreen(page: Page, key: string): Promise<void> {
  await page
    .getByRole('navigation')
    .getByRole('link', { name: eitherLanguage(`console:shell.nav.${key}`) })
    .click();
}

/** axe (WCAG 2.1 A and AA, and the experimental rules) on what the console shows now: zero violations. */
export async function axe(page: Page, what: string) {
  await page.mouse.move(0, 0);
  await page.waitForTimeout(300);
  // a notice closes by itself after TIMING.messageAutoCloseMs: one that began to fade out while axe ran failed colour
  // contrast (1 run in CI). Its text is checked where it shows; the scan waits until it has gone
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: TIMING.messageAutoCloseMs + 5_000 });
  await transitionsDone(page); // a dialog or menu still fading in or out fails colour contrast
  const summary = await axeSummary(page, WCAG_21_EXPERIMENTAL);
  expect(summary, what).toEqual([]);
  await expect(page.getByRole('main'), `${what}: one main landmark`).toHaveCount(1); // the shell once nested two
}

/** axe and a screenshot (`screenshots/console-<name>-<language>.png`, looked at) in English, then Italian, then back. */
export async function checkBothLanguages(page: Page, testInfo: TestInfo, name: string) {
  for (const language of ['en', 'it'] as const) {
    await chooseLanguage(page, language);
    await axe(page, `${name} ${language}`);
    await page.screenshot({ path: path.join(testInfo.project.testDir, 'screenshots', `console-${name}-${language}.png`), fullPage: true });
  }
  await chooseLanguage(page, 'en');
}

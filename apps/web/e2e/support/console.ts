import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { generate } from 'otplib';
import { DATA_DIR, ROOT } from './operator';
import { chooseLanguage, eitherLanguage } from './session';

/** `npm run admin -- …` on the server under test (through its socket): the command's JSON answer. */
export function adminCli(...args: string[]): Record<string, unknown> {
  const out = execFileSync('npx', ['tsx', 'apps/server/src/cli/admin.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: DATA_DIR!, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').pop()!) as Record<string, unknown>;
}

/** No WCAG 2 A/AA violation on the page. */
export async function expectNoAxeViolations(page: Page, what: string) {
  await page.waitForTimeout(300);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    what,
  ).toEqual([]);
}

/** axe and a full-page screenshot `console-<name>-<lang>.png` in English, then Italian, then back to English. */
export async function checkConsoleInBothLanguages(page: Page, testInfo: TestInfo, name: string) {
  for (const language of ['en', 'it'] as const) {
    await chooseLanguage(page, language);
    await expectNoAxeViolations(page, `${name} ${language}`);
    await page.screenshot({ path: path.join(testInfo.project.testDir, 'screenshots', `console-${name}-${language}.png`), fullPage: true });
  }
  await chooseLanguage(page, 'en');
}

/** The console's first sign-in on its sign-in page: password, the authenticator's enrolment, its first code. */
export async function firstConsoleSignIn(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: eitherLanguage('console:signIn.email', { exact: false }) }).fill(email);
  await page.getByLabel(eitherLanguage('console:signIn.password', { exact: false })).fill(password);
  await page.keyboard.press('Enter');
  const secret = (await page.getByTestId('operator-totp-secret').textContent())!.trim();
  await page.getByRole('textbox', { name: eitherLanguage('console:signIn.code', { exact: false }) }).fill(await generate({ secret }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/operator\/partners/);
}

/** The password of the operators the console specs create. */
export const OPERATOR_PASSWORD = 'Operator@E2e1';

/** An operator made with `npm run admin -- operator create` (a fresh e-mail each call). */
export function createOperator(dataDir: string, role: string) {
  const email = `${role.toLowerCase().replace(/_/g, '-')}-${crypto.randomBytes(4).toString('hex')}@bank.test`;
  const args = ['operator', 'create', '--email', email, '--role', role, '--password', OPERATOR_PASSWORD];
  execFileSync('npx', ['tsx', 'apps/server/src/cli/admin.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  return email;
}

/** The first sign-in of an operator: e-mail and password, the authenticator enrolment, its first code. */
export async function firstOperatorSignIn(page: Page, email: string) {
  await page.goto('/operator');
  await page.getByRole('textbox', { name: eitherLanguage('console:signIn.email', { exact: false }) }).fill(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(OPERATOR_PASSWORD);
  await page.keyboard.press('Enter');
  const secret = (await page.getByTestId('operator-totp-secret').textContent())!.trim();
  await page.getByRole('textbox', { name: eitherLanguage('console:signIn.code', { exact: false }) }).fill(await generate({ secret }));
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/sign-in/);
}

export async function axe(page: Page, what: string) {
  await page.waitForTimeout(300);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, what).toEqual([]);
}

/** axe and a screenshot in English, then in Italian, then back to English. */
export async function checkBothLanguages(page: Page, testInfo: TestInfo, name: string) {
  for (const language of ['en', 'it'] as const) {
    await chooseLanguage(page, language);
    await axe(page, `${name} ${language}`);
    await page.screenshot({ path: path.join(testInfo.project.testDir, 'screenshots', `console-${name}-${language}.png`), fullPage: true });
  }
  await chooseLanguage(page, 'en');
}

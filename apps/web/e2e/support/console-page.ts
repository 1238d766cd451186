import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { generate } from 'otplib';
import { ROOT } from './operator';
import { chooseLanguage, eitherLanguage } from './session';

export const OPERATOR_PASSWORD = 'Operator@E2e1';

/** An operator of the spec's own, made with `npm run admin -- operator create` (a fresh e-mail each call). */
export function createOperator(dataDir: string, role: string): string {
  const email = `${role.toLowerCase()}-${crypto.randomBytes(4).toString('hex')}@bank.test`;
  const args = ['operator', 'create', '--email', email, '--role', role, '--password', OPERATOR_PASSWORD];
  execFileSync('npx', ['tsx', 'apps/server/src/cli/admin.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  return email;
}

/** The first sign-in of an operator: e-mail and password, the authenticator enrolment, its first code. */
export async function firstOperatorSignIn(page: Page, email: string): Promise<void> {
  await page.goto('/operator/sign-in');
  await page.getByRole('textbox', { name: eitherLanguage('console:signIn.email', { exact: false }) }).fill(email);
  await page.getByLabel(eitherLanguage('console:signIn.password', { exact: false })).fill(OPERATOR_PASSWORD);
  await page.keyboard.press('Enter');
  const secret = (await page.getByTestId('operator-totp-secret').textContent())!.trim();
  await page.getByRole('textbox', { name: eitherLanguage('console:signIn.code', { exact: false }) }).fill(await generate({ secret }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/operator\/partners/);
}

/** Opens a console screen from the menu. */
export async function openConsoleScreen(page: Page, key: string): Promise<void> {
  await page
    .getByRole('navigation')
    .getByRole('link', { name: eitherLanguage(`console:shell.nav.${key}`) })
    .click();
}

/** axe (WCAG 2 A/AA) and a full-page screenshot in English, then in Italian, then back to English. */
export async function checkConsoleBothLanguages(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  for (const language of ['en', 'it'] as const) {
    await chooseLanguage(page, language);
    await page.mouse.move(0, 0);
    await page.waitForTimeout(300);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(summary, `${name} ${language}`).toEqual([]);
    await page.screenshot({ path: path.join(testInfo.project.testDir, 'screenshots', `console-${name}-${language}.png`), fullPage: true });
  }
  await chooseLanguage(page, 'en');
}

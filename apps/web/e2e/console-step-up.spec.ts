import crypto from 'node:crypto';
import { expect, test } from '@playwright/test';
import { STEP_UP } from '@portal/contract';
import { checkBothLanguages, firstOperatorSignIn, OPERATOR_PASSWORD, openConsoleScreen } from './support/console';
import { adminIn } from './support/operator';
import { startOwnServer, type OwnServer } from './support/own-server';
import { eitherLanguage } from './support/session';
import { text } from './support/texts';
import { answerStepUp } from './support/step-up';

/*
 * The operator's own account and step-up in the console: an Administrator changes its password on the Account
 * page, then, once the step-up window is over, inviting an operator asks for an authenticator code in a dialog and
 * goes through after it. On a server of its own with the shortest step-up window (as audit.spec.ts), so that the
 * scenario need not wait 5 minutes. axe and screenshots in English and Italian.
 */
const WINDOW_SECONDS = STEP_UP.windowSeconds.min;
const NEW_PASSWORD = 'Lantern-Quarry-88!';

let server: OwnServer | undefined;
test.afterAll(async () => server?.stop());

test('an operator changes its password, and a sensitive action asks for a code once', async ({ browser, locale, viewport }, testInfo) => {
  test.setTimeout(360_000);
  server = await startOwnServer({ STEP_UP_WINDOW_SECONDS: String(WINDOW_SECONDS) });
  const context = await browser.newContext({ baseURL: server.base, locale, viewport });
  const page = await context.newPage();
  const email = `account-${crypto.randomBytes(4).toString('hex')}@bank.test`;
  adminIn(server.dataDir, 'operator', 'create', '--email', email, '--role', 'ADMINISTRATOR', '--password', OPERATOR_PASSWORD);
  const secret = await firstOperatorSignIn(page, email);

  await page.getByRole('link', { name: eitherLanguage('console:shell.account') }).click();
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'console:shell.account') })).toBeVisible();
  await checkBothLanguages(page, testInfo, 'account');
  await page.getByRole('textbox', { name: text('en', 'account:password.old'), exact: true }).fill(OPERATOR_PASSWORD);
  await page.getByRole('textbox', { name: text('en', 'account:password.new'), exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('textbox', { name: text('en', 'account:password.confirm'), exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: text('en', 'account:password.submit') }).click();
  await expect(page.getByText(text('en', 'account:password.updated'))).toBeVisible();

  // the sign-in's code covers the window; once it is over, inviting an operator asks for a new one
  await page.waitForTimeout((WINDOW_SECONDS + 1) * 1000);
  await openConsoleScreen(page, 'operators');
  const invitee = `invitee-${crypto.randomBytes(4).toString('hex')}@bank.test`;
  await page.getByRole('textbox', { name: eitherLanguage('console:operators.invite.email', { exact: false }) }).fill(invitee);
  await page.getByRole('combobox', { name: eitherLanguage('console:operators.invite.role') }).click();
  await page.getByRole('option', { name: eitherLanguage('console:roles.SUPPORT_AGENT') }).click();
  await page.getByRole('button', { name: eitherLanguage('console:operators.invite.submit') }).click();
  const prompt = page.getByRole('dialog', { name: eitherLanguage('security:stepUp.title') });
  await expect(prompt.getByText(text('en', 'security:stepUp.operatorText'))).toBeVisible();
  await checkBothLanguages(page, testInfo, 'step-up');

  await answerStepUp(prompt, secret, 'security:stepUp.operatorCode');
  await expect(prompt).toHaveCount(0);
  // the same invitation went through
  await expect(page.getByRole('row').filter({ hasText: invitee })).toContainText(text('en', 'console:operators.states.INVITED'));
  await context.close();
});

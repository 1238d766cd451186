import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { ServerProcess } from '../../server/test/helpers/server-process';
import { chooseLanguage, signIn, signOut } from './support/session';
import { ROOT, DATA_DIR, createPartner } from './support/operator';
import { text } from './support/texts';
import type { DemoUser } from './support/users';
import { WCAG_21_A_AA, axeSummary } from './support/axe';

/*
 * Two-factor sign-in. On the server under test, with a partner of this spec's own: set
 * up an authenticator at /wallet/security (the code is computed here with otplib from the key the
 * page shows), sign out, sign in with a code and with a recovery code (once only), turn it off.
 * Then, on a server of this spec's own whose brand requires two-factor for new API secrets and
 * webhooks, the 403 dialog of partner-portal §8 and its link to /wallet/security. Screens in en and it,
 * axe (WCAG 2.0/2.1 A and AA) finds nothing.
 *
 * E2E_DATA_DIR: the data folder of the server under test (`partner create` through its operator
 * socket). E2E_WEB_DIST: the web build the second server serves (default apps/web/dist).
 */

const SHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));
const en = (key: string, values?: Record<string, string>) => text('en', `security:${key}`, values);
const it_ = (key: string, values?: Record<string, string>) => text('it', `security:${key}`, values);

interface User {
  email: string;
  password: string;
}

const newPartner = (dataDir: string, agent: string): User =>
  createPartner({ dataDir, prefix: 'two-factor-e2e', password: 'Two@Factor1', company: 'Two Factor E2E', agent });

/** The code of the authenticator app `stepsAhead` time steps from now (the server accepts ±1 step). */
const totp = (secret: string, stepsAhead = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * stepsAhead });

async function axe(page: Page) {
  await page.mouse.move(0, 0);
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 8_000 });
  return axeSummary(page, WCAG_21_A_AA);
}

async function shoot(page: Page, name: string, o: { dialog?: boolean } = {}) {
  await page.mouse.move(0, 0);
  await page.waitForTimeout(300);
  if (!o.dialog) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: !o.dialog });
}

/** Screenshot and axe in English, then the same in Italian (`itCheck` sees the Italian text), back to English. */
async function bothLanguages(page: Page, name: string, itCheck: (page: Page) => Promise<void>, o: { dialog?: boolean } = {}) {
  expect(await axe(page), `${name} en`).toEqual([]);
  await shoot(page, `${name}-en`, o);
  await chooseLanguage(page, 'it');
  await itCheck(page);
  expect(await axe(page), `${name} it`).toEqual([]);
  await shoot(page, `${name}-it`, o);
  await chooseLanguage(page, 'en');
}

/** The password step; the form then asks for the code (the page stays on /auth). */
async function passwordStep(page: Page, user: User) {
  await page.goto('/auth');
  await page.getByRole('textbox', { name: text('en', 'auth:login.email') }).fill(user.email);
  await page.getByRole('textbox', { name: text('en', 'auth:login.password') }).fill(user.password);
  await page.getByRole('button', { name: text('en', 'auth:login.submit') }).click();
  await expect(page.getByRole('heading', { name: en('login.title') })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
}

/** From the off state: set up, confirm with a current code; answers the key and the recovery codes shown. */
async function enrol(page: Page, user: User, o: { screens?: boolean } = {}) {
  await page.getByRole('button', { name: en('enrol.start') }).click();
  // setting it up asks for the password first
  const password = page.getByRole('textbox', { name: en('enrol.password'), exact: true });
  if (o.screens) {
    await password.fill('Wrong@Pass1');
    await page.getByRole('button', { name: en('enrol.continue') }).click();
    const wrong = page.getByRole('dialog', { name: en('enrol.passwordTitle') });
    await expect(wrong.getByText(en('enrol.passwordInvalid'))).toBeVisible();
    await wrong
      .getByRole('button', { name: text('en', 'errors:close') })
      .last()
      .click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  await password.fill(user.password);
  await page.getByRole('button', { name: en('enrol.continue') }).click();
  await expect(page.getByRole('img', { name: en('enrol.qrAlt') })).toBeVisible();
  const secret = (await page.getByTestId('two-factor-secret').locator('code').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const code = page.getByRole('textbox', { name: en('enrol.code') });
  if (o.screens) {
    await code.fill('12345');
    await page.getByRole('button', { name: en('enrol.confirm') }).click();
    await expect(page.getByText(en('validation.sixDigits'))).toBeVisible();
    await code.fill(String((Number(await totp(secret)) + 1) % 1_000_000).padStart(6, '0'));
    await page.getByRole('button', { name: en('enrol.confirm') }).click();
    await expect(page.getByRole('alert').filter({ hasText: en('errors.codeInvalid') })).toBeVisible();
    await code.fill('');
    await bothLanguages(page, 'security-enrol', async (p) => {
      await expect(p.getByRole('img', { name: it_('enrol.qrAlt') })).toBeVisible();
    });
  }
  await code.fill(await totp(secret));
  await page.getByRole('button', { name: en('enrol.confirm') }).click();
  const list = page.getByRole('list', { name: en('recovery.listLabel') });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = await list.getByRole('listitem').allInnerTexts();
  return { secret, recoveryCodes };
}

test('set up two-factor sign-in, sign in with a code and with a recovery code, turn it off', async ({ page }) => {
  test.skip(!DATA_DIR, 'set E2E_DATA_DIR to the data folder of the server under test (a partner of its own is created there)');
  test.setTimeout(180_000);
  const user = newPartner(DATA_DIR!, 'aurora');
  await signIn(page, user as unknown as DemoUser); // signIn reads only email and password

  // /account shows two-factor off and leads to /wallet/security
  await page.goto('/account');
  const card = page.getByRole('region', { name: en('status.title') });
  await expect(card.getByText(en('status.off'), { exact: true })).toBeVisible();
  await card.screenshot({ path: path.join(SHOTS, 'account-two-factor-card-en.png') });
  await chooseLanguage(page, 'it');
  const cardIt = page.getByRole('region', { name: it_('status.title') });
  await expect(cardIt.getByText(it_('status.off'), { exact: true })).toBeVisible();
  await cardIt.screenshot({ path: path.join(SHOTS, 'account-two-factor-card-it.png') });
  await chooseLanguage(page, 'en');
  await card.getByRole('link', { name: en('card.setUp') }).click();
  await expect(page).toHaveURL(/\/wallet\/security$/);
  await expect(page.getByRole('heading', { level: 1, name: en('page.title') })).toBeVisible();
  await expect(page.getByText(en('status.offText'))).toBeVisible();
  await bothLanguages(page, 'security-off', async (p) => {
    await expect(p.getByRole('heading', { level: 1, name: it_('page.title') })).toBeVisible();
  });

  // set up: QR code and key, 'Six digits are required', a wrong code refused, a current code turns it on
  const { secret, recoveryCodes } = await enrol(page, user, { screens: true });
  for (const c of recoveryCodes) expect(c).toMatch(/^[a-z2-9]{10}$/);
  await bothLanguages(page, 'security-recovery-codes', async (p) => {
    await expect(p.getByText(it_('recovery.title'))).toBeVisible();
  });
  await page.getByRole('button', { name: en('recovery.done') }).click();
  await expect(page.getByText(en('status.on'), { exact: true })).toBeVisible();
  await expect(page.getByText(en('status.codesLeft_other', { count: '10' }))).toBeVisible();
  await bothLanguages(page, 'security-on', async (p) => {
    await expect(p.getByText(it_('status.codesLeft_other', { count: '10' }))).toBeVisible();
  });

  // sign out; the password alone no longer signs in: the code step
  await signOut(page);
  await passwordStep(page, user);
  const code = page.getByRole('textbox', { name: en('login.code') });
  await expect(code).toBeFocused();
  await code.fill('123');
  await page.getByRole('button', { name: en('login.submit') }).click();
  await expect(page.getByText(en('validation.sixDigits'))).toBeVisible();
  await bothLanguages(page, 'login-two-factor', async (p) => {
    await expect(p.getByText(it_('validation.sixDigits'))).toBeVisible();
  });
  // the next step's code: the one that confirmed the set-up is spent
  await code.fill(await totp(secret, 1));
  await page.getByRole('button', { name: en('login.submit') }).click();
  await expect(page).not.toHaveURL(/\/auth/); // signed in: back where the user was

  // a recovery code signs in once
  await signOut(page);
  await passwordStep(page, user);
  await page.getByRole('button', { name: en('login.useRecovery') }).click();
  const recovery = page.getByRole('textbox', { name: en('login.recoveryCode') });
  await recovery.fill(recoveryCodes[0]!.toUpperCase());
  await page.getByRole('button', { name: en('login.submit') }).click();
  await expect(page).not.toHaveURL(/\/auth/); // signed in: back where the user was
  await signOut(page);
  await passwordStep(page, user);
  await page.getByRole('button', { name: en('login.useRecovery') }).click();
  await recovery.fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: en('login.submit') }).click();
  await expect(page.getByRole('alert').filter({ hasText: en('errors.recoveryInvalid') })).toBeVisible();
  await bothLanguages(page, 'login-recovery-code', async (p) => {
    await expect(p.getByRole('textbox', { name: it_('login.recoveryCode') })).toBeVisible();
  });
  await recovery.fill(recoveryCodes[1]!);
  await page.getByRole('button', { name: en('login.submit') }).click();
  await expect(page).not.toHaveURL(/\/auth/); // signed in: back where the user was

  // turning it off needs a code: a wrong one is refused, a recovery code does it
  await page.goto('/wallet/security');
  await expect(page.getByText(en('status.codesLeft_other', { count: '8' }))).toBeVisible();
  const off = page.getByRole('textbox', { name: en('disable.code') });
  await off.fill('999999' === (await totp(secret)) ? '888888' : '999999');
  await page.getByRole('button', { name: en('disable.submit') }).click();
  await expect(page.getByRole('alert').filter({ hasText: en('errors.codeInvalid') })).toBeVisible();
  await off.fill(recoveryCodes[2]!);
  await page.getByRole('button', { name: en('disable.submit') }).click();
  await expect(page.getByRole('button', { name: en('enrol.start') })).toBeVisible();
  await signOut(page);
  await signIn(page, user as unknown as DemoUser); // signIn reads only email and password
});

test.describe('a brand that requires two-factor for new API secrets and webhooks', () => {
  let server: ServerProcess;
  let dir: string;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'two-factor-e2e-'));
    const brands = JSON.parse(fs.readFileSync(path.join(ROOT, 'apps/server/src/brands/default-brands.json'), 'utf8')) as {
      brands: Array<Record<string, unknown>>;
    };
    for (const b of brands.brands) if (b.agent === 'aurora') b.twoFactorActions = ['secrets.create', 'webhooks.create'];
    fs.writeFileSync(path.join(dir, 'brands.json'), JSON.stringify(brands));
    const webDist = process.env.E2E_WEB_DIST ?? path.join(ROOT, 'apps/web/dist');
    server = await ServerProcess.start(
      { DATA_DIR: path.join(dir, 'data'), BRANDS_FILE: path.join(dir, 'brands.json'), WEB_DIST: webDist, LOG_LEVEL: 'warn' },
      { upWithinMs: 90_000 },
    );
  });
  test.afterAll(async () => {
    await server?.kill('SIGKILL'); // a throw-away server and database
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test("answer 403 'two factor auth is disabled': the dialog leads to /wallet/security; with two-factor on they work", async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ baseURL: server.base });
    const page = await context.newPage();
    const user = newPartner(path.join(dir, 'data'), 'aurora');
    await signIn(page, user as unknown as DemoUser); // signIn reads only email and password
    await page.goto('/account');

    // a new API secret: 403, the dialog of partner-portal §8
    await page.getByRole('button', { name: text('en', 'secrets:generate.open') }).click();
    const generate = page.getByRole('dialog', { name: text('en', 'secrets:generate.title') });
    await generate.getByRole('textbox', { name: text('en', 'secrets:generate.label') }).fill('Production server');
    await generate.getByRole('button', { name: text('en', 'secrets:generate.submit') }).click();
    const dialog = page.getByRole('dialog', { name: text('en', 'errors:twoFactor.title'), exact: true });
    await expect(dialog.getByText(text('en', 'errors:twoFactor.text'))).toBeVisible();
    await bothLanguages(
      page,
      'two-factor-required-dialog',
      async (p) => {
        await expect(p.getByRole('dialog', { name: text('it', 'errors:twoFactor.title'), exact: true })).toBeVisible();
      },
      { dialog: true },
    );
    await dialog
      .getByRole('button', { name: text('en', 'errors:close') })
      .last()
      .click();
    await generate.getByRole('button', { name: text('en', 'secrets:generate.cancel') }).click();

    // a new webhook: the same dialog, whose link opens the security settings
    await page.getByRole('button', { name: text('en', 'webhooks:add') }).click();
    const hook = page.getByRole('dialog', { name: text('en', 'webhooks:form.addTitle') });
    await hook.getByRole('textbox', { name: text('en', 'webhooks:form.url') }).fill('http://127.0.0.1:9/hooks');
    await hook.getByLabel(text('en', 'webhooks:form.secret')).fill('whsec_two_factor_e2e_0123456789');
    await hook.getByRole('button', { name: text('en', 'webhooks:form.save') }).click();
    await dialog.getByRole('link', { name: text('en', 'errors:twoFactor.link') }).click();
    await expect(page).toHaveURL(/\/wallet\/security$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // the page says what the brand requires
    const rule = page.getByRole('note').filter({ hasText: en('brandRule.title', { brand: 'Aurora Bank' }) });
    await expect(rule.getByRole('listitem')).toHaveText([en('actions.secretsCreate'), en('actions.webhooksCreate')]);
    await bothLanguages(page, 'security-brand-rule', async (p) => {
      await expect(p.getByText(it_('brandRule.title', { brand: 'Aurora Bank' }))).toBeVisible();
    });

    // with two-factor on, the same actions work
    await enrol(page, user);
    await page.getByRole('button', { name: en('recovery.done') }).click();
    await page.goto('/account');
    await page.getByRole('button', { name: text('en', 'secrets:generate.open') }).click();
    await generate.getByRole('textbox', { name: text('en', 'secrets:generate.label') }).fill('Production server');
    await generate.getByRole('button', { name: text('en', 'secrets:generate.submit') }).click();
    await expect(page.getByRole('dialog', { name: text('en', 'secrets:generated.title') })).toBeVisible();
    await context.close();
  });
});

import crypto from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { STEP_UP } from '@portal/contract';
import { adminIn } from './support/operator';
import { startOwnServer, type OwnServer } from './support/own-server';
import { chooseLanguage, signIn, sessionToken } from './support/session';
import { text } from './support/texts';
import { answerStepUp, totp } from './support/step-up';
import type { DemoUser } from './support/users';
import { WCAG_21_A_AA, axeSummary } from './support/axe';

/*
 * Step-up and the audit log. A partner of this spec's own signs in (password only) and turns two-factor
 * on in this very session: the confirming code is this session's step-up, for the step-up window. Once the window
 * is over, generating an API secret answers 403 step_up_required and the web app asks for a code in one dialog,
 * then the secret is generated. /account/audit then lists what happened, filters by action and exports CSV.
 * Screens in en and it, axe (WCAG 2.0/2.1 A and AA) finds nothing.
 *
 * The window is 5 minutes by default; so that the scenario need not wait that long, it runs against a server of
 * its own (the built one, apps/server/dist, on an embedded database in a folder of its own) started with
 * STEP_UP_WINDOW_SECONDS at its minimum. Turning two-factor on elsewhere would end this session, and signing in
 * again with a code is a fresh step-up: the window has to pass, whichever way.
 */
const SHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));
const WINDOW_SECONDS = STEP_UP.windowSeconds.min;

function createPartner(dataDir: string) {
  const user = { email: `audit-e2e-${crypto.randomBytes(4).toString('hex')}@partner.test`, password: 'Audit@E2e1' };
  adminIn(dataDir, 'partner', 'create', '--email', user.email, '--password', user.password, '--company', 'Audit E2E');
  return user;
}

/** A call of the browser's own session (its token), as the web app makes it. */
async function asBrowser(page: Page, method: string, pathname: string, body?: unknown) {
  const token = await sessionToken(page);
  const r = await page.request.fetch(pathname, { method, data: body, headers: { authorization: `Bearer ${token}` } });
  return { status: r.status(), json: (await r.json()) as Record<string, unknown> };
}

/** Turns two-factor on in the browser's session itself (password, then a code): that session stays. Answers the key. */
async function enableHere(page: Page, password: string) {
  const started = await asBrowser(page, 'POST', '/api-portal/user/two-factor/enrolment', { password });
  expect(started.status, JSON.stringify(started.json)).toBe(200);
  const secret = started.json.secret as string;
  const confirmed = await asBrowser(page, 'POST', '/api-portal/user/two-factor/enrolment/confirm', { code: await totp(secret) });
  expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(200);
  return secret;
}

async function axe(page: Page) {
  await page.mouse.move(0, 0);
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 8_000 });
  return axeSummary(page, WCAG_21_A_AA);
}

async function bothLanguages(page: Page, name: string, itCheck: (page: Page) => Promise<void>, o: { dialog?: boolean } = {}) {
  for (const lng of ['en', 'it'] as const) {
    if (lng === 'it') {
      await chooseLanguage(page, 'it');
      await itCheck(page);
    }
    expect(await axe(page), `${name} ${lng}`).toEqual([]);
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${lng}.png`), fullPage: !o.dialog });
  }
  await chooseLanguage(page, 'en');
}

let server: OwnServer | undefined;
test.afterAll(async () => server?.stop());

test('a sensitive action asks for a code once, then goes through; the audit log shows it', async ({ browser, locale, viewport }) => {
  test.setTimeout(480_000); // its own server starts first; 3.7 min on a loaded machine
  server = await startOwnServer({ STEP_UP_WINDOW_SECONDS: String(WINDOW_SECONDS) });
  const context = await browser.newContext({ baseURL: server.base, locale, viewport });
  const page = await context.newPage();
  const user = createPartner(server.dataDir);
  await signIn(page, user as unknown as DemoUser);
  const secret = await enableHere(page, user.password);
  // the confirming code covers this session for the window; once it is over, a sensitive call asks for a code
  // (checked on deleting a key that does not exist: refused before it is looked up, and nothing changes)
  await expect
    .poll(async () => (await asBrowser(page, 'DELETE', `/api-portal/user/secrets/${crypto.randomUUID()}`)).json.error, {
      timeout: (WINDOW_SECONDS + 30) * 1000,
    })
    .toBe('step_up_required');

  // generate an API secret: this session's code is older than the window → one prompt
  await page.goto('/account');
  await page.getByRole('button', { name: text('en', 'secrets:generate.open') }).click();
  const generate = page.getByRole('dialog', { name: text('en', 'secrets:generate.title') });
  await generate.getByRole('textbox', { name: text('en', 'secrets:generate.label') }).fill('Production server');
  await generate.getByRole('button', { name: text('en', 'secrets:generate.submit') }).click();
  const prompt = page.getByRole('dialog', { name: text('en', 'security:stepUp.title') });
  await expect(prompt.getByText(text('en', 'security:stepUp.text'))).toBeVisible();
  await bothLanguages(
    page,
    'step-up-prompt',
    async (p) => {
      await expect(p.getByRole('dialog', { name: text('it', 'security:stepUp.title') })).toBeVisible();
    },
    { dialog: true },
  );
  await answerStepUp(prompt, secret);
  // the same action went through: the secret is shown once
  await expect(page.getByRole('dialog', { name: text('en', 'secrets:generated.title') })).toBeVisible();
  await expect(prompt).toHaveCount(0);
  await page.getByRole('button', { name: text('en', 'secrets:generated.done') }).click();

  // the owner's audit log: the card on /account leads to it
  await page.getByRole('link', { name: text('en', 'audit:card.open') }).click();
  await expect(page).toHaveURL(/\/account\/audit$/);
  const table = page.getByRole('table');
  await expect(table.getByText(text('en', 'audit:actions.secret.created'))).toBeVisible();
  await expect(table.getByText(text('en', 'audit:actions.two_factor.enabled'))).toBeVisible();
  await expect(table.getByText(text('en', 'audit:actions.sign_in.succeeded')).first()).toBeVisible();
  await bothLanguages(page, 'account-audit', async (p) => {
    await expect(p.getByRole('heading', { level: 1, name: text('it', 'audit:title') })).toBeVisible();
  });

  // filter by action: the address keeps it
  await page.getByRole('combobox', { name: text('en', 'audit:filters.action') }).click();
  await page.getByRole('option', { name: text('en', 'audit:actions.secret.created') }).click();
  await page.getByRole('button', { name: text('en', 'audit:filters.apply') }).click();
  await expect(page).toHaveURL(/action=secret\.created/);
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table.getByText('Production server')).toBeVisible();

  // CSV export of the filtered log
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: text('en', 'audit:export') }).click();
  expect((await download).suggestedFilename()).toBe('audit-log.csv');
  await context.close();
});

test('without two-factor, a sensitive action asks for the password once, then goes through', async ({ browser, locale, viewport }) => {
  test.setTimeout(480_000);
  server ??= await startOwnServer({ STEP_UP_WINDOW_SECONDS: String(WINDOW_SECONDS) });
  const context = await browser.newContext({ baseURL: server.base, locale, viewport });
  const page = await context.newPage();
  const user = createPartner(server.dataDir);
  await signIn(page, user as unknown as DemoUser);
  // signing in is this session's step-up; once the window is over the password is asked again
  await expect
    .poll(async () => (await asBrowser(page, 'DELETE', `/api-portal/user/secrets/${crypto.randomUUID()}`)).json.error, {
      timeout: (WINDOW_SECONDS + 30) * 1000,
    })
    .toBe('step_up_required');
  await page.goto('/account');
  await page.getByRole('button', { name: text('en', 'secrets:generate.open') }).click();
  const generate = page.getByRole('dialog', { name: text('en', 'secrets:generate.title') });
  await generate.getByRole('textbox', { name: text('en', 'secrets:generate.label') }).fill('Reporting server');
  await generate.getByRole('button', { name: text('en', 'secrets:generate.submit') }).click();
  const prompt = page.getByRole('dialog', { name: text('en', 'security:stepUp.passwordTitle') });
  await expect(prompt.getByText(text('en', 'security:stepUp.passwordText'))).toBeVisible();
  await bothLanguages(
    page,
    'step-up-password',
    async (p) => {
      await expect(p.getByRole('dialog', { name: text('it', 'security:stepUp.passwordTitle') })).toBeVisible();
    },
    { dialog: true },
  );
  const password = prompt.getByLabel(text('en', 'security:enrol.password'), { exact: false }).first();
  await password.fill('Not@ThePassword1');
  await prompt.getByRole('button', { name: text('en', 'security:stepUp.submit') }).click();
  await expect(prompt.getByText(text('en', 'security:stepUp.passwordInvalid'))).toBeVisible();
  await password.fill(user.password);
  await prompt.getByRole('button', { name: text('en', 'security:stepUp.submit') }).click();
  await expect(page.getByRole('dialog', { name: text('en', 'secrets:generated.title') })).toBeVisible();
  await expect(prompt).toHaveCount(0);
  await context.close();
});

import crypto from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ENVIRONMENT_HEADER, STEP_UP } from '@portal/contract';
import { createPartner } from './support/operator';
import { startOwnServer } from './support/own-server';
import { chooseLanguage, sessionToken, signInByApi } from './support/session';
import { text } from './support/texts';
import { USERS, type DemoUser } from './support/users';
import { WCAG_A_AA, axeSummary } from './support/axe';

/*
 * Simulations from the portal: in the sandbox, an account's "Simulate" menu books an incoming transfer (the balance and
 * the transaction show at once), and the Simulations screen authorises a card payment of a magic amount (.51), which is
 * declined with its reason. An Owner empties the sandbox from that screen (a Viewer is not offered it). Screenshots of
 * the screens and the dialogs in both languages, each with an axe scan.
 */
const SHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));

async function check(page: Page, name: string) {
  await page.mouse.move(0, 0);
  // a full-page shot of a scrolled page draws the sticky header mid-page
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  expect(await axeSummary(page, WCAG_A_AA), name).toEqual([]);
}

/** A sandbox client of the partner with an EUR account and a virtual card, made through the partner API. */
async function sandboxData(request: APIRequestContext, user: DemoUser = USERS.demo) {
  const login = await request.post('/api-portal/auth/login', { data: user });
  const headers = { authorization: `Bearer ${(await login.json()).token}`, [ENVIRONMENT_HEADER]: 'sandbox' };
  const made = await request.post('/api-portal/user/secrets', { headers, data: { label: `Simulations e2e ${Date.now()}` } });
  expect(made.status(), await made.text()).toBe(200);
  const key = (await made.json()) as { id: string; token: string; secret: string };
  const signed = async (url: string, body: unknown) => {
    const raw = JSON.stringify(body);
    const ts = String(Math.floor(Date.now() / 1000));
    const sig = crypto.createHmac('sha256', key.secret).update(`${ts}POST${url}${raw}`).digest('hex');
    const r = await request.post(url, {
      data: raw,
      headers: { 'content-type': 'application/json', 'x-app-access-token': key.token, 'x-app-access-ts': ts, 'x-app-access-sig': sig },
    });
    expect(r.ok(), await r.text()).toBe(true);
    return (await r.json()) as Record<string, string>;
  };
  const client = await signed('/partner/v1/clients', {
    type: 'EXTERNAL_INDIVIDUAL',
    email: `simulations-${Date.now()}@example.com`,
    firstName: 'Simona',
    lastName: 'Lazione',
  });
  const account = await signed('/partner/v1/accounts', { clientId: client.clientId, currency: 'EUR' });
  const card = await signed('/partner/v1/cards', {
    clientId: client.clientId,
    walletId: account.walletId,
    currency: 'EUR',
    virtual: true,
    cardholder: 'SIMONA LAZIONE',
  });
  const cleanup = () => request.delete(`/api-portal/user/secrets/${key.id}`, { headers });
  return { walletId: account.walletId!, cardId: card.walletId!, cleanup };
}

test('in the sandbox, simulations run from an account detail and from the Simulations screen', async ({ page, request }) => {
  test.setTimeout(180_000);
  const data = await sandboxData(request);
  try {
    await signInByApi(page, USERS.demo);
    await page.goto('/dashboard');
    await page.getByTestId('environment-sandbox').click();
    await expect(page.getByRole('link', { name: text('en', 'common:menu.simulations') })).toBeVisible();

    // the account's Simulate menu: an incoming transfer, seen at once in the balance and the transactions
    await page.goto(`/account/${data.walletId}`);
    await page.getByRole('button', { name: text('en', 'simulations:menu') }).click();
    await page.getByRole('menuitem', { name: text('en', 'simulations:kinds.incomingTransfer.title') }).click();
    const dialog = page.getByRole('dialog', { name: text('en', 'simulations:kinds.incomingTransfer.title') });
    await expect(dialog.getByRole('textbox', { name: text('en', 'simulations:form.walletId') })).toHaveValue(data.walletId);
    await dialog.getByRole('textbox', { name: text('en', 'simulations:form.amount') }).fill('125.00');
    await dialog.getByRole('textbox', { name: text('en', 'simulations:form.details') }).fill('Simulated e2e transfer');
    await dialog.getByRole('button', { name: text('en', 'simulations:form.run') }).click();
    await expect(dialog.getByRole('status')).toContainText('125.00');
    for (const lang of ['en', 'it'] as const) {
      await chooseLanguage(page, lang);
      const shown = page.getByRole('dialog', { name: text(lang, 'simulations:kinds.incomingTransfer.title') });
      await expect(shown.getByRole('button', { name: text(lang, 'simulations:form.run') })).toBeVisible();
      await check(page, `simulations-dialog-${lang}`);
    }
    await chooseLanguage(page, 'en');
    await dialog.getByRole('button', { name: text('en', 'simulations:close') }).click();
    await expect(page.getByRole('row').filter({ hasText: 'Simulated e2e transfer' })).toContainText('125.00');
    await expect(page.getByText('125.00 EUR').first()).toBeVisible();

    // the Simulations screen: a card payment of a magic amount is declined with its reason
    await page.getByRole('link', { name: text('en', 'common:menu.simulations') }).click();
    await expect(page.getByRole('heading', { level: 1, name: text('en', 'simulations:title') })).toBeVisible();
    const card = page.getByRole('region', { name: text('en', 'simulations:kinds.cardAuthorisation.title') });
    await card.getByRole('textbox', { name: text('en', 'simulations:form.cardId') }).fill(data.cardId);
    await card.getByRole('textbox', { name: text('en', 'simulations:form.amount') }).fill('7.51');
    await card.getByRole('button', { name: text('en', 'simulations:form.run') }).click();
    const reason = text('en', 'simulations:card.reasons.insufficient_funds');
    await expect(card.getByRole('status')).toContainText(text('en', 'simulations:card.status.DECLINED', { reason }));
    for (const lang of ['en', 'it'] as const) {
      await chooseLanguage(page, lang);
      await expect(page.getByRole('heading', { level: 1, name: text(lang, 'simulations:title') })).toBeVisible();
      await check(page, `simulations-screen-${lang}`);
    }
    await chooseLanguage(page, 'en');

    // in live the screen says so and offers the sandbox; the menu entry is gone
    await page.getByTestId('environment-live').click();
    await expect(page.getByText(text('en', 'simulations:liveTitle'))).toBeVisible();
    await expect(page.getByRole('link', { name: text('en', 'common:menu.simulations') })).toHaveCount(0);
    await page.getByRole('button', { name: text('en', 'simulations:openSandbox') }).click();
    await expect(card).toBeVisible();
  } finally {
    await data.cleanup();
  }
});

test('a role that may not run simulations is told so, with no form to fill', async ({ page }) => {
  await signInByApi(page, { email: 'viewer@partner.test', password: 'Viewer@Partner1' });
  await page.goto('/simulations');
  await expect(page.getByText(text('en', 'simulations:notAllowed'))).toBeVisible();
  await expect(page.getByRole('button', { name: text('en', 'simulations:form.run') })).toHaveCount(0);
  for (const lang of ['en', 'it'] as const) {
    await chooseLanguage(page, lang);
    await expect(page.getByText(text(lang, 'simulations:notAllowed'))).toBeVisible();
    await check(page, `simulations-not-allowed-${lang}`);
  }
  await chooseLanguage(page, 'en');
  await page.getByTestId('environment-sandbox').click();
  await expect(page.getByText(text('en', 'simulations:notAllowed'))).toBeVisible();
  await expect(page.getByRole('button', { name: text('en', 'simulations:reset.open') })).toHaveCount(0);
});

test('an Owner empties the sandbox after confirming with the password; keys stay unless asked', async ({ browser, locale, viewport }) => {
  // a server of its own with the shortest step-up window, so that the reset asks for the password
  test.setTimeout(480_000);
  const windowSeconds = STEP_UP.windowSeconds.min;
  const server = await startOwnServer({ STEP_UP_WINDOW_SECONDS: String(windowSeconds) });
  // the open page keeps a socket to the server: closed first, or the server waits for it to stop
  const context = await browser.newContext({ baseURL: server.base, locale, viewport });
  try {
    const page = await context.newPage();
    const owner = createPartner({ dataDir: server.dataDir, prefix: 'reset', password: 'Reset@Partner1', company: 'Reset Test Srl' });
    await sandboxData(context.request, owner);
    await signInByApi(page, owner);
    await page.goto('/clients/individual');
    await page.getByTestId('environment-sandbox').click();
    await expect(page.getByRole('row').filter({ hasText: 'Lazione' })).toHaveCount(1);

    await page.getByRole('link', { name: text('en', 'common:menu.simulations') }).click();
    const section = page.getByRole('region', { name: text('en', 'simulations:reset.title') });
    const open = section.getByRole('button', { name: text('en', 'simulations:reset.open') });
    const dialog = page.getByRole('dialog', { name: text('en', 'simulations:reset.title') });
    const revokeKeys = dialog.getByRole('checkbox', { name: text('en', 'simulations:reset.keys') });
    for (const lang of ['en', 'it'] as const) {
      await chooseLanguage(page, lang);
      await expect(page.getByRole('region', { name: text(lang, 'simulations:reset.title') })).toContainText(
        text(lang, 'simulations:reset.text'),
      );
      await check(page, `simulations-reset-${lang}`);
    }
    await chooseLanguage(page, 'en');
    // a ticked box of a cancelled dialog is not remembered
    await open.click();
    await revokeKeys.check();
    await dialog
      .getByRole('button')
      .filter({ hasText: text('en', 'simulations:reset.cancel') })
      .click();
    await expect(dialog).toBeHidden();
    await open.click();
    await expect(revokeKeys).not.toBeChecked();
    for (const lang of ['en', 'it'] as const) {
      await chooseLanguage(page, lang);
      await expect(page.getByRole('dialog', { name: text(lang, 'simulations:reset.title') })).toBeVisible();
      await check(page, `simulations-reset-dialog-${lang}`);
    }
    await chooseLanguage(page, 'en');

    // signing in was this session's step-up; once its window is over the reset asks for the password
    // (asked with the deletion of a key that does not exist: refused before it is looked up)
    const token = await sessionToken(page);
    await expect
      .poll(
        async () => {
          const r = await page.request.delete(`/api-portal/user/secrets/${crypto.randomUUID()}`, {
            headers: { authorization: `Bearer ${token}` },
          });
          return ((await r.json()) as { error?: string }).error;
        },
        { timeout: (windowSeconds + 30) * 1000 },
      )
      .toBe('step_up_required');
    // an action waits for its element until the test's timeout: a dialog gone by now fails here, and says so
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: text('en', 'simulations:reset.confirm') }).click();
    const prompt = page.getByRole('dialog', { name: text('en', 'security:stepUp.passwordTitle') });
    await prompt.getByLabel(text('en', 'security:enrol.password'), { exact: false }).first().fill(owner.password);
    await prompt.getByRole('button', { name: text('en', 'security:stepUp.submit') }).click();
    const deleted = { clients: '1', accounts: '1', cards: '1', transactions: '0', keys: '0' };
    await expect(page.getByText(text('en', 'simulations:reset.notice', deleted))).toBeVisible();
    await expect(dialog).toBeHidden();

    // the list fetched before shows the emptied sandbox (its menu section is open only while one of its pages is
    // shown, or once opened)
    const clients = page.getByRole('button', { name: text('en', 'common:menu.clients') });
    if ((await clients.getAttribute('aria-expanded')) !== 'true') await clients.click();
    await page.getByRole('link', { name: text('en', 'common:menu.individualClients') }).click();
    await expect(page.getByText(text('en', 'data:empty.clients'))).toBeVisible();
  } finally {
    await context.close();
    await server.stop();
  }
});

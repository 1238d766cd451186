import crypto from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { generate } from 'otplib';
import { axe, checkBothLanguages, createOperator as newOperator, firstOperatorSignIn } from './support/console';
import { DATA_DIR, adminIn, createOperator, createPartner } from './support/operator';
import { eitherLanguage } from './support/session';
import { text } from './support/texts';

/*
 * The operator console at /operator, against the real server: an Administrator made with
 * `npm run admin -- operator create` signs in for the first time (authenticator enrolment, then its code),
 * finds a partner, disables it (its member is locked out at once), enables it again, reads the operator
 * audit and the maintenance switch. Every screen: axe in English and Italian, a screenshot in both.
 */

const PASSWORD = 'Operator@E2e1';
/** "Maintenance mode is on since {{since}}." up to its date, in either language */
const ON_SINCE = new RegExp((['en', 'it'] as const).map((l) => text(l, 'console:platform.onSince').split(' .')[0]).join('|'));

/** A signed partner API call, as the documentation tells partners to sign. */
async function signedPost(request: APIRequestContext, key: { token: string; secret: string }, url: string, body: object) {
  const raw = JSON.stringify(body);
  const ts = String(Math.floor(Date.now() / 1000));
  const sig = crypto.createHmac('sha256', key.secret).update(`${ts}POST${url}${raw}`).digest('hex');
  const headers = { 'content-type': 'application/json', 'x-app-access-token': key.token, 'x-app-access-ts': ts, 'x-app-access-sig': sig };
  const r = await request.post(url, { data: raw, headers });
  expect(r.ok(), await r.text()).toBe(true);
}

test.describe('operator console', () => {
  test.skip(!DATA_DIR, 'needs E2E_DATA_DIR (the data folder of the server under test) for the operator CLI');
  test.setTimeout(360_000); // generous: a loaded CI machine took up to 2.4 min

  test('on a phone the menu opens from its burger, says whether it is open, and takes no focus closed', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await firstOperatorSignIn(page, newOperator(DATA_DIR!, 'ADMINISTRATOR'));
    const burger = page.getByRole('banner').getByRole('button', { name: eitherLanguage('console:shell.menu') });
    const audit = page.getByRole('navigation').getByRole('link', { name: eitherLanguage('console:shell.nav.audit') });
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(audit).toHaveCount(0); // not built before its first opening
    // closed, it is off-screen: Tab from the burger never lands in it
    await burger.focus();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('nav'))).toBe(false);
    }
    await burger.click();
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(async () => (await audit.boundingBox())?.x ?? -1).toBeGreaterThanOrEqual(0);
    await checkBothLanguages(page, testInfo, 'phone-menu');
    await audit.click();
    await expect(page).toHaveURL(/\/operator\/audit/);
    await expect(burger).toHaveAttribute('aria-expanded', 'false'); // a new page closes it
  });

  test('an Administrator signs in with its authenticator, disables a partner and enables it again', async ({ page, request }, testInfo) => {
    const email = createOperator({ dataDir: DATA_DIR!, role: 'ADMINISTRATOR', password: PASSWORD, prefix: 'admin' });
    const partner = createPartner({ dataDir: DATA_DIR!, prefix: 'console', password: 'Console@Partner1', company: 'Console Test Srl' });

    // a partner's page is not the console: /operator sends to the console's own sign-in
    await page.goto('/operator');
    await expect(page).toHaveURL(/\/operator\/sign-in$/);
    await checkBothLanguages(page, testInfo, 'sign-in');

    // keyboard only: e-mail, Tab, password, Enter
    await page.getByRole('textbox', { name: eitherLanguage('console:signIn.email', { exact: false }) }).focus();
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    // first sign-in: the authenticator is enrolled (QR code and secret), its first code signs in
    const secret = (await page.getByTestId('operator-totp-secret').textContent())!.trim();
    await checkBothLanguages(page, testInfo, 'enrolment');
    const code = await generate({ secret });
    await page.getByRole('textbox', { name: eitherLanguage('console:signIn.code', { exact: false }) }).fill(code);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/operator\/partners/);
    await expect(page.getByRole('navigation').getByRole('link', { name: eitherLanguage('console:shell.nav.platform') })).toBeVisible();

    // the list: search by the partner's e-mail, open it
    await page.getByRole('textbox', { name: eitherLanguage('console:partners.filters.q') }).fill(partner.email);
    await page.getByRole('button', { name: eitherLanguage('console:list.apply') }).click();
    await expect(page.getByRole('link', { name: 'Console Test Srl' })).toHaveCount(1);
    await checkBothLanguages(page, testInfo, 'partners');
    // an invitation the partner sent and nobody accepted yet shows beside its members
    const invitee = `invitee-${partner.email}`;
    const owner = ((await (await request.post('/api-portal/auth/login', { data: partner })).json()) as { token: string }).token;
    const invited = await request.post('/api-portal/user/team-member', {
      headers: { authorization: `Bearer ${owner}` },
      data: { email: invitee, role: 'ADMIN' },
    });
    expect(invited.ok()).toBe(true);
    // a key in each environment: the table says which is which
    const made: Record<string, { token: string; secret: string }> = {};
    for (const environment of ['live', 'sandbox']) {
      const key = await request.post('/api-portal/user/secrets', {
        headers: { authorization: `Bearer ${owner}`, 'x-environment': environment },
        data: { label: `console ${environment} key` },
      });
      expect(key.ok(), await key.text()).toBe(true);
      made[environment] = await key.json();
    }
    // live rows from the command line's seed, one sandbox client through the partner API with the sandbox key
    adminIn(DATA_DIR!, 'seed', '--email', partner.email, '--clients', '3', '--accounts', '2', '--cards', '1', '--transactions', '4');
    await signedPost(request, made.sandbox!, '/partner/v1/clients', {
      type: 'EXTERNAL_INDIVIDUAL',
      email: `client-${partner.email}`,
      firstName: 'Ann',
      lastName: 'Bee',
    });
    await page.getByRole('link', { name: 'Console Test Srl' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Console Test Srl' })).toBeVisible();
    await expect(page.getByRole('table', { name: eitherLanguage('console:partner.invitations') })).toContainText(invitee);
    const keys = page.getByRole('table', { name: eitherLanguage('console:partner.keys') });
    await expect(keys.getByRole('row', { name: /console sandbox key/ })).toContainText(
      eitherLanguage('console:partner.environments.sandbox', { exact: false }),
    );
    await expect(keys.getByRole('row', { name: /console live key/ })).toContainText(
      eitherLanguage('console:partner.environments.live', { exact: false }),
    );
    // per environment: Live / Sandbox columns of what the partner holds
    const counts = page.getByRole('table', { name: eitherLanguage('console:partner.counts.title') });
    const countRow = (what: string) =>
      counts.getByRole('row', { name: eitherLanguage(`console:partner.counts.${what}`, { exact: false }) });
    for (const [what, live, sandbox] of [
      ['clients', 3, 1],
      ['accounts', 2, 0],
      ['cards', 1, 0],
      ['transactions', 4, 0],
      ['keys', 1, 1],
      ['webhooks', 0, 0],
    ] as const)
      await expect(countRow(what).getByRole('cell')).toHaveText([String(live), String(sandbox)]);
    await checkBothLanguages(page, testInfo, 'partner');

    // the sandbox emptied from here (its key kept): live stays as it was
    const openReset = () => page.getByRole('button', { name: eitherLanguage('console:partner.resetSandbox') }).click();
    const reset = page.getByRole('dialog', { name: eitherLanguage('console:partner.resetSandbox') });
    const revokeKeys = reset.getByRole('checkbox', { name: eitherLanguage('console:partner.resetSandboxKeys') });
    // a ticked box of a cancelled dialog is not remembered
    await openReset();
    await revokeKeys.check();
    await page.keyboard.press('Escape');
    await expect(reset).toBeHidden();
    await openReset();
    await expect(revokeKeys).not.toBeChecked();
    await checkBothLanguages(page, testInfo, 'reset-sandbox');
    await reset.getByRole('button', { name: eitherLanguage('console:partner.resetSandbox') }).click();
    await expect(reset).toBeHidden();
    await expect(countRow('clients').getByRole('cell')).toHaveText(['3', '0']);
    await expect(countRow('keys').getByRole('cell')).toHaveText(['1', '1']);

    // the partner's member works now
    const login = await request.post('/api-portal/auth/login', { data: partner });
    const token = (await login.json()).token as string;
    const clients = () => request.get('/api-portal/clients', { headers: { authorization: `Bearer ${token}` } });
    expect((await clients()).status()).toBe(200);

    // disable with a reason, by keyboard in the dialog
    await page.getByRole('button', { name: eitherLanguage('console:partner.disable') }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await axe(page, 'disable dialog');
    await dialog
      .getByRole('textbox', { name: eitherLanguage('console:partner.reason', { exact: false }) })
      .fill('Suspected fraud, under review');
    await dialog.getByRole('button', { name: eitherLanguage('console:partner.disable') }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(eitherLanguage('console:partners.disabled')).first()).toBeVisible();
    // locked out at once: its member's next request
    const locked = await clients();
    expect(locked.status()).toBe(403);
    expect((await locked.json()).error).toBe('kyc_tier_required');

    // enable again
    await page.getByRole('button', { name: eitherLanguage('console:partner.enable') }).click();
    await page.getByRole('dialog').getByRole('textbox').fill('Review closed');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: eitherLanguage('console:partner.enable') })
      .click();
    await expect(page.getByRole('dialog')).toBeHidden();
    expect((await clients()).status()).toBe(200);

    // the operator audit names the operator; the partner sees "operator"
    await page
      .getByRole('navigation')
      .getByRole('link', { name: eitherLanguage('console:shell.nav.audit') })
      .click();
    await page.getByRole('textbox', { name: eitherLanguage('console:audit.filters.operator') }).fill(email);
    await page.getByRole('button', { name: eitherLanguage('console:list.apply') }).click();
    await expect(page.getByRole('cell', { name: email }).first()).toBeVisible();
    // this operator's row: a retry on the same database has the first attempt's rows too, until the filter applies
    await expect(
      page.getByRole('row').filter({ hasText: email }).getByText('Suspected fraud, under review', { exact: false }),
    ).toBeVisible();
    await checkBothLanguages(page, testInfo, 'audit');
    const partnerAudit = await request.get('/api-portal/audit?filter=actor=operator', { headers: { authorization: `Bearer ${token}` } });
    const entries = (await partnerAudit.json()).list as Array<{ actorEmail: string | null; action: string }>;
    // newest first: the console's two actions, after the command line's partner create
    expect(entries.map((e) => e.action).slice(0, 2)).toEqual(['partner.enabled', 'partner.disabled']);
    expect(JSON.stringify(entries)).not.toContain(email);

    // the support queue: the partner opens a ticket, the Administrator answers it, the partner's inbox counts it
    const subject = `Console e2e question ${Date.now()}`; // its own: a retry on the same database finds one ticket
    const opened = await request.post('/api/tickets', {
      headers: { authorization: `Bearer ${token}` },
      multipart: { subType: 'Other', subject, description: 'Is the console answering?' },
    });
    expect(opened.status()).toBeLessThan(300);
    const unread = async () =>
      (await (await request.get('/api/tickets/notification/unread-count', { headers: { authorization: `Bearer ${token}` } })).json())
        .count as number;
    const before = await unread();
    await page
      .getByRole('navigation')
      .getByRole('link', { name: eitherLanguage('console:shell.nav.tickets') })
      .click();
    await page.getByRole('textbox', { name: eitherLanguage('console:tickets.filters.q') }).fill(partner.email);
    await page.getByRole('button', { name: eitherLanguage('console:list.apply') }).click();
    await expect(page.getByRole('link', { name: subject })).toBeVisible();
    await checkBothLanguages(page, testInfo, 'tickets');
    await page.getByRole('link', { name: subject }).click();
    await expect(page.getByText('Is the console answering?')).toBeVisible();
    await page.getByRole('textbox', { name: eitherLanguage('console:tickets.answer', { exact: false }) }).fill('Yes, from the console.');
    await checkBothLanguages(page, testInfo, 'ticket');
    await page.getByRole('button', { name: eitherLanguage('console:tickets.send') }).click();
    await expect(page.getByText('Yes, from the console.')).toBeVisible();
    await expect.poll(unread).toBe(before + 1);

    // the platform screen: maintenance on refuses the partner's writes, reads still work; then off again
    await page
      .getByRole('navigation')
      .getByRole('link', { name: eitherLanguage('console:shell.nav.platform') })
      .click();
    const maintenance = page.getByRole('switch', { name: eitherLanguage('console:platform.switch', { exact: false }) });
    await expect(maintenance).not.toBeChecked();
    await checkBothLanguages(page, testInfo, 'platform');
    const operatorToken = await page.evaluate(() => JSON.parse(sessionStorage.getItem('operator-session') ?? '{}').token as string);
    const write = () =>
      request.post('/api-portal/user/secrets', { headers: { authorization: `Bearer ${token}` }, data: { label: 'maintenance probe' } });
    try {
      await maintenance.check({ force: true });
      await page.getByRole('textbox', { name: eitherLanguage('console:platform.message', { exact: false }) }).fill('Back at 02:00 UTC');
      await page.getByRole('button', { name: eitherLanguage('console:platform.save') }).click();
      await expect(page.getByRole('status').filter({ hasText: ON_SINCE })).toBeVisible();
      const refused = await write();
      expect(refused.status()).toBe(503);
      expect(await refused.json()).toMatchObject({ error: 'maintenance', message: 'Back at 02:00 UTC' });
      expect((await clients()).status()).toBe(200);
      await maintenance.uncheck({ force: true });
      await page.getByRole('button', { name: eitherLanguage('console:platform.save') }).click();
      await expect(page.getByRole('status').filter({ hasText: ON_SINCE })).toHaveCount(0);
    } finally {
      // never leave the shared server in maintenance for the other specs
      await request.put('/api-operator/platform/maintenance', {
        headers: { authorization: `Bearer ${operatorToken}` },
        data: { enabled: false },
      });
    }

    // sign out: back to the console's sign-in, the partner's session untouched
    await page.getByRole('button', { name: eitherLanguage('console:shell.signOut') }).click();
    await expect(page).toHaveURL(/\/operator\/sign-in$/);
    expect((await clients()).status()).toBe(200);
  });
});

import { createHmac } from 'node:crypto';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { PORTAL_CLI, PORTAL_CLI_SIMULATE } from '@portal/contract';
import { chooseLanguage, signIn, signInByApi } from './support/session';
import { text } from './support/texts';
import { USERS } from './support/users';
import { WCAG_A_AA, axeSummary } from './support/axe';

/**
 * API secrets on /account, the documentation area (/docs/*) whose API reference signs
 * try-it requests in the browser, and the request log.
 */

async function axeViolations(page: Page) {
  return axeSummary(page, WCAG_A_AA);
}

const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

async function generateSecret(page: Page, label: string) {
  await page.goto('/account');
  await page.getByRole('button', { name: text('en', 'secrets:generate.open') }).click();
  const dialog = page.getByRole('dialog', { name: text('en', 'secrets:generate.title') });
  await dialog.getByRole('textbox', { name: text('en', 'secrets:generate.label') }).fill(label);
  await dialog.getByRole('button', { name: text('en', 'secrets:generate.submit') }).click();
  return page.getByRole('dialog', { name: text('en', 'secrets:generated.title') });
}

/**
 * swagger-ui's block of one operation, e.g. GET /partner/v1/clients, scrolled to. swagger-ui renders only the
 * operations near the viewport once a document is large, so the page is scrolled, as a reader would, until the
 * block exists.
 */
async function operation(page: Page, method: string, p: string) {
  const block = page.locator(`.opblock-${method}`).filter({ has: page.locator(`.opblock-summary-path[data-path="${p}"]`) });
  await expect(page.locator('.opblock').first()).toBeVisible({ timeout: 30_000 });
  await expect(async () => {
    if ((await block.count()) === 0) await page.mouse.wheel(0, 400);
    expect(await block.count()).toBe(1);
  }).toPass({ timeout: 60_000, intervals: [100] });
  await block.scrollIntoViewIfNeeded();
  return block;
}

/** Deletes the secrets these tests generated (a partner keeps at most 20). */
async function deleteE2ESecrets(page: Page) {
  const session = await page.evaluate(() => sessionStorage.getItem('session')).catch(() => null);
  if (!session) return;
  const headers = { authorization: `Bearer ${(JSON.parse(session) as { token: string }).token}` };
  const list = await page.request.get('/api-portal/user/secrets', { headers });
  if (!list.ok()) return;
  for (const s of (await list.json()).list as Array<{ id: string; label: string }>) {
    if (s.label.startsWith('E2E ')) await page.request.delete(`/api-portal/user/secrets/${s.id}`, { headers });
  }
}

test.describe('partner API in the portal', () => {
  test.afterEach(async ({ page }) => deleteE2ESecrets(page));

  test('generate a secret, copy it, call GET /partner/v1/clients from the try-it and find the call in the request log', async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(120_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInByApi(page, USERS.demo);
    const label = `E2E key ${Date.now()}`;
    const shown = await generateSecret(page, label);
    await expect(shown.getByText(text('en', 'secrets:generated.warningTitle'))).toBeVisible();
    await page.screenshot({ path: path.join(testInfo.project.testDir, 'screenshots', 'partner-api-secret-generated-en.png') });
    expect(await axeViolations(page)).toEqual([]);
    await shown.getByRole('button', { name: text('en', 'secrets:copy.token') }).click();
    const token = await readClipboard(page);
    await shown.getByRole('button', { name: text('en', 'secrets:copy.secret') }).click();
    const secret = await readClipboard(page);
    // the web app shows live unless it asks for the sandbox: a live key, its environment in its prefix
    expect(token).toMatch(/^live_pk_/);
    expect(secret).toMatch(/^live_sk_/);
    await shown.getByRole('button', { name: text('en', 'secrets:generated.done') }).click();

    // from now on the secret is only masked
    const row = page.getByRole('row').filter({ hasText: label });
    await expect(row).toContainText(token);
    await expect(row).toContainText(`live_sk_${'*'.repeat(16)}${secret.slice(-4)}`);
    await expect(page.getByText(secret)).toHaveCount(0);
    await expect(row).toContainText(text('en', 'secrets:table.neverUsed'));

    // the API reference signs in the browser with the pasted token and secret
    await page.getByRole('button', { name: text('en', 'common:menu.documentation') }).click();
    await page.getByRole('link', { name: text('en', 'common:menu.api'), exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/api$/);
    await page.getByRole('textbox', { name: text('en', 'docs:api.credentials.token') }).fill(token);
    await page.getByLabel(text('en', 'docs:api.credentials.secret'), { exact: true }).fill(secret);
    const clients = await operation(page, 'get', '/partner/v1/clients');
    await clients.locator('.opblock-summary-control').click();
    const secretSent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/partner/v1/') && (r.postData() ?? '').includes(secret)) secretSent.push(r.url());
      if (Object.values(r.headers()).some((v) => v.includes(secret))) secretSent.push(r.url());
    });
    const answer = page.waitForResponse((r) => r.url().includes('/partner/v1/clients'));
    await clients.getByRole('button', { name: 'Execute' }).click();
    expect((await answer).status()).toBe(200);
    await expect(clients.locator('.live-responses-table tbody .response-col_status').first()).toHaveText('200');
    const signed = page.getByTestId('last-signed');
    await expect(signed).toContainText('GET /partner/v1/clients');
    await expect(signed.locator('pre').first()).toHaveText(/^\d{10}GET\/partner\/v1\/clients/);
    expect(secretSent).toEqual([]);

    // the request log shows the call, newest first
    await page.getByRole('link', { name: text('en', 'common:menu.requestLog') }).click();
    await expect(page).toHaveURL(/\/docs\/request-log$/);
    const first = page.getByRole('row').nth(1);
    await expect(first).toContainText('/partner/v1/clients');
    await expect(first).toContainText('200');

    // and the secret now has a last-used time
    await page.goto('/account');
    await expect(page.getByRole('row').filter({ hasText: label })).not.toContainText(text('en', 'secrets:table.neverUsed'));
  });

  test('a call refused before its signature is verified answers its reason but stays out of the request log', async ({ page, request }) => {
    await signIn(page, USERS.demo);
    const ts = Math.floor(Date.now() / 1000) - 412;
    const answer = await request.get('/partner/v1/clients?e2e=stale', {
      headers: { 'x-app-access-token': 'pk_unknown_e2e', 'x-app-access-ts': String(ts), 'x-app-access-sig': 'x' },
    });
    expect(answer.status()).toBe(401);
    expect((await answer.json()).error).toBe('unknown_token');
    // a known token with an old timestamp: the caller learns why, the partner's log is not written
    const shown = await generateSecret(page, `E2E stale ${Date.now()}`);
    await shown.getByRole('button', { name: text('en', 'secrets:generated.done') }).click();
    const rows = await page.getByRole('row').filter({ hasText: 'E2E stale' }).first().locator('code').allTextContents();
    const token = rows.find((r) => r.startsWith('live_pk_'))!;
    const stale = await request.get('/partner/v1/clients?e2e=stale', {
      headers: { 'x-app-access-token': token, 'x-app-access-ts': String(ts), 'x-app-access-sig': 'f'.repeat(64) },
    });
    expect(stale.status()).toBe(401);
    expect((await stale.json()).error).toBe('stale_timestamp');
    await page.goto('/docs/request-log');
    await page.getByLabel(text('en', 'docs:log.filter.label')).selectOption('401');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'stale_timestamp' })).toHaveCount(0);
  });

  test('delete a secret after confirming; calls signed with it are refused at once', async ({ page, request }) => {
    test.setTimeout(60_000);
    await signIn(page, USERS.demo);
    const label = `E2E delete ${Date.now()}`;
    const shown = await generateSecret(page, label);
    // allTextContents() does not wait: the dialog's values first
    await expect(shown.locator('code').filter({ hasText: /^live_sk_/ })).toBeVisible();
    const codes = await shown.locator('code').allTextContents();
    const [token, secret] = [codes.find((c) => c.startsWith('live_pk_'))!, codes.find((c) => c.startsWith('live_sk_'))!];
    await shown.getByRole('button', { name: text('en', 'secrets:generated.done') }).click();
    await page.getByRole('button', { name: text('en', 'secrets:table.deleteLabel', { label }) }).click();
    const confirm = page.getByRole('dialog', { name: text('en', 'secrets:delete.title') });
    await expect(confirm).toContainText(label);
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: text('en', 'secrets:delete.submit') }).click();
    await expect(page.getByRole('row').filter({ hasText: label })).toHaveCount(0);
    const ts = String(Math.floor(Date.now() / 1000));
    const sig = createHmac('sha256', secret).update(`${ts}GET/partner/v1/clients?e2e=deleted`).digest('hex');
    const r = await request.get('/partner/v1/clients?e2e=deleted', {
      headers: { 'x-app-access-token': token, 'x-app-access-ts': ts, 'x-app-access-sig': sig },
    });
    expect(r.status()).toBe(401);
    expect((await r.json()).error).toBe('secret_deleted');
  });

  for (const language of ['en', 'it'] as const) {
    test(`API key settings and roll (${language}): scopes, expiry, IP list, creator; the new secret shown once`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000);
      const tx = (key: string, values?: Record<string, string>) => text(language, key, values);
      const shot = (name: string) =>
        page.screenshot({
          path: path.join(testInfo.project.testDir, 'screenshots', `partner-api-${name}-${language}.png`),
          fullPage: true,
        });
      await signIn(page, USERS.demo);
      await page.goto('/account');
      if (language === 'it') await chooseLanguage(page, 'it');
      await page.getByRole('button', { name: tx('secrets:generate.open') }).click();
      const form = page.getByRole('dialog', { name: tx('secrets:generate.title') });
      const label = `E2E scoped ${language} ${Date.now()}`;
      await form.getByRole('textbox', { name: tx('secrets:generate.label') }).fill(label);
      await form.getByRole('radio', { name: tx('secrets:access.RESTRICTED') }).check();
      await form.getByRole('button', { name: tx('secrets:generate.submit') }).click();
      await expect(form).toContainText(tx('secrets:generate.scopesRequired'));
      await form.getByRole('checkbox', { name: `${tx('secrets:resources.clients')}: ${tx('secrets:scope.read')}` }).check();
      await form.getByRole('checkbox', { name: `${tx('secrets:resources.cards')}: ${tx('secrets:scope.write')}` }).check();
      const expiry = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
      await form.getByLabel(tx('secrets:generate.expiry'), { exact: true }).fill(expiry);
      const ips = form.getByRole('textbox', { name: tx('secrets:generate.ips') });
      await ips.fill('127.0.0.1\nnot-an-ip');
      await ips.blur();
      await expect(form).toContainText(tx('secrets:generate.ipsInvalid'));
      await ips.fill('127.0.0.1\n::1\n10.0.0.0/8');
      await page.mouse.move(0, 0);
      await shot('key-form');
      expect(await axeViolations(page)).toEqual([]);
      await form.getByRole('button', { name: tx('secrets:generate.submit') }).click();
      const made = page.getByRole('dialog', { name: tx('secrets:generated.title') });
      await made.getByRole('button', { name: tx('secrets:generated.done') }).click();

      const row = page.getByRole('row').filter({ hasText: label });
      await expect(row).toContainText('clients:read, cards:write');
      await expect(row).toContainText(tx('secrets:table.by', { email: USERS.demo.email }));
      await expect(row).toContainText('127.0.0.1, ::1, 10.0.0.0/8');
      await expect(row).not.toContainText(tx('secrets:table.neverExpires'));
      await expect(row).toContainText('23:59:59');

      await page.getByRole('button', { name: tx('secrets:table.rollLabel', { label }) }).click();
      const roll = page.getByRole('dialog', { name: tx('secrets:roll.title') });
      // checked until it holds: a single click has been seen to leave the radio unchecked
      const hour = roll.getByRole('radio', { name: tx('secrets:roll.overlaps.1h') });
      await expect(async () => {
        await hour.check({ timeout: 2_000 });
        await expect(hour).toBeChecked({ timeout: 500 });
      }).toPass({ timeout: 15_000 });
      await shot('key-roll');
      expect(await axeViolations(page)).toEqual([]);
      await roll.getByRole('button', { name: tx('secrets:roll.submit') }).click();
      const rolled = page.getByRole('dialog', { name: tx('secrets:generated.title') });
      await expect(rolled.locator('code').filter({ hasText: /^live_sk_[\w-]{43}$/ })).toHaveCount(1);
      await expect(rolled).toContainText(tx('secrets:roll.previousUntil', { date: '' }).split(' ').slice(0, 3).join(' '));
      await shot('key-rolled');
      await rolled.getByRole('button', { name: tx('secrets:generated.done') }).click();
      await expect(page.getByRole('row').filter({ hasText: label })).toHaveCount(1);
      await page.mouse.move(0, 0);
      await shot('keys-table');
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('the signature checker says what differs', async ({ page }) => {
    await signIn(page, USERS.demo);
    await page.goto('/docs/authentications');
    const ts = String(Math.floor(Date.now() / 1000));
    const secret = 'sk_checker_secret';
    const wrong = createHmac('sha256', secret).update(`${ts}get/partner/v1/clients?take=5`).digest('hex');
    await page.getByRole('textbox', { name: text('en', 'docs:auth.checker.ts') }).fill(ts);
    await page.getByRole('textbox', { name: text('en', 'docs:auth.checker.method') }).fill('get');
    await page.getByLabel(text('en', 'docs:auth.checker.secret'), { exact: true }).fill(secret);
    await page.getByRole('textbox', { name: text('en', 'docs:auth.checker.signature') }).fill(wrong);
    await page.getByRole('button', { name: text('en', 'docs:auth.checker.submit') }).click();
    const result = page.getByTestId('checker-result');
    await expect(result).toContainText(text('en', 'docs:auth.checker.mismatchTitle'));
    await expect(result).toContainText(text('en', 'docs:auth.checker.findings.methodCase', { sent: 'get' }));
    await expect(result).toContainText(createHmac('sha256', secret).update(`${ts}GET/partner/v1/clients?take=5`).digest('hex'));
  });
});

/** Every screen this issue builds, opened and waited for. */
const PAGES: Record<string, { path: string; ready: (page: Page) => Promise<void> }> = {
  'docs-api': {
    path: '/docs/api',
    ready: async (page) => void (await expect(page.locator('.opblock').first()).toBeVisible({ timeout: 30_000 })),
  },
  'docs-authentications': {
    path: '/docs/authentications',
    ready: async (page) => void (await expect(page.getByRole('tab').first()).toBeVisible()),
  },
  'docs-settings': { path: '/docs/settings', ready: async (page) => void (await expect(page.getByRole('table').first()).toBeVisible()) },
  'docs-webhooks': { path: '/docs/webhooks', ready: async (page) => void (await expect(page.getByRole('tab').first()).toBeVisible()) },
  // the Events API and portal-cli, from the contract's descriptors
  'docs-events': {
    path: '/docs/events',
    ready: async (page) => void (await expect(page.getByRole('cell', { name: 'GET /partner/v1/events/stream' })).toBeVisible()),
  },
  'docs-cli': {
    path: '/docs/cli',
    ready: async (page) => {
      await expect(page.getByRole('cell', { name: PORTAL_CLI.commands.listen.usage })).toBeVisible();
      await expect(page.getByRole('cell', { name: PORTAL_CLI_SIMULATE.usage })).toBeVisible();
    },
  },
  'docs-request-log': { path: '/docs/request-log', ready: async (page) => void (await expect(page.getByRole('row').nth(1)).toBeVisible()) },
  account: {
    path: '/account',
    ready: async (page) => void (await expect(page.getByRole('row').filter({ hasText: /pk_/ }).first()).toBeVisible()),
  },
};

/** The docs pages whose title key is not their name without `docs-`. */
const DOC_TITLE_KEY: Record<string, string> = { 'docs-api': 'api', 'docs-authentications': 'auth', 'docs-request-log': 'log' };

for (const [name, screen] of Object.entries(PAGES)) {
  for (const language of ['en', 'it'] as const) {
    test(`${name} (${language}): screenshot, and no WCAG 2 A/AA violations`, async ({ page }, testInfo) => {
      test.setTimeout(90_000);
      await signInByApi(page, USERS.demo);
      await page.goto(screen.path);
      await screen.ready(page);
      // one main landmark: the page's own (swagger-ui draws its operations in a main of its own unless told otherwise)
      await expect(page.getByRole('main')).toHaveCount(1);
      if (language === 'it') await chooseLanguage(page, 'it');
      // swagger-ui titles the OpenAPI document with its own h1, below the page's
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(
        text(language, name === 'account' ? 'common:nav.accountDetails' : `docs:${DOC_TITLE_KEY[name] ?? name.slice(5)}.title`),
      );
      await page.mouse.move(0, 0);
      await page.waitForTimeout(500);
      await page.screenshot({
        path: path.join(testInfo.project.testDir, 'screenshots', `partner-api-${name}-${language}.png`),
        fullPage: true,
      });
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}

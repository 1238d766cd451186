import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ENVIRONMENT_HEADER } from '@portal/contract';
import { admin, DATA_DIR } from './support/operator';
import { chooseLanguage, signIn, signInByApi } from './support/session';
import { text } from './support/texts';
import { USERS } from './support/users';
import { WCAG_A_AA, axeSummary } from './support/axe';

/*
 * Sandbox and live in the portal: a company registered a moment ago (not verified) opens its sandbox from /kyb,
 * makes a sandbox key and a webhook, books an incoming transfer through the partner API's simulation and sees it
 * in the transactions and in the webhook's deliveries; a verified partner switches between its environments and
 * each list shows its own rows. The server must allow a loopback webhook (WEBHOOK_ALLOW_PRIVATE_URLS, _HTTP).
 */
test.skip(!DATA_DIR, 'set E2E_DATA_DIR to the data folder of the server under test (the confirmation mail is read through its socket)');

const SHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));
const PASSWORD = 'Sandbox@Partner1';

async function check(page: Page, name: string) {
  await page.mouse.move(0, 0);
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  expect(await axeSummary(page, WCAG_A_AA), name).toEqual([]);
}

/** Registers a company through the API and follows its confirmation mail, as a new partner does. */
async function registerCompany(page: Page): Promise<{ email: string; password: string }> {
  const email = `sandbox-${Date.now()}-${Math.floor(Math.random() * 1e6)}@partner.test`;
  const r = await page.request.post('/api-portal/auth/register', {
    data: {
      businessOwnerAccount: true,
      email,
      password: PASSWORD,
      companyName: 'Sandbox E2E S.r.l.',
      companyRegNumber: 'REG-50',
      companyAddress: 'Via Roma 50, Milano',
      companyCountry: 'ITA',
      mobileNumber: '+393471234567',
    },
  });
  expect(r.status(), await r.text()).toBe(200);
  let link = '';
  await expect(async () => {
    const mail = admin('mail', 'last', '--to', email);
    link = typeof mail.link === 'string' ? new URL(mail.link).pathname : '';
    expect(link).toMatch(/^\/confirm\/email\//);
  }).toPass({ timeout: 15_000 });
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return { email, password: PASSWORD };
}

/** A loopback webhook receiver that answers 200 and counts what it got. */
async function startReceiver() {
  const got: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => (got.push(Buffer.concat(chunks).toString('utf8')), res.writeHead(200).end('ok')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/sandbox`;
  return { got, url, close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))) };
}

/** A signed partner API call, as the documentation tells partners to sign. */
async function signed(
  request: APIRequestContext,
  key: { token: string; secret: string },
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
) {
  const raw = body === undefined ? '' : JSON.stringify(body);
  const ts = String(Math.floor(Date.now() / 1000));
  const sig = crypto.createHmac('sha256', key.secret).update(`${ts}${method}${url}${raw}`).digest('hex');
  const r = await request.fetch(url, {
    method,
    ...(raw && { data: raw }),
    headers: { 'content-type': 'application/json', 'x-app-access-token': key.token, 'x-app-access-ts': ts, 'x-app-access-sig': sig },
  });
  expect(r.ok(), await r.text()).toBe(true);
  return (await r.json()) as Record<string, string>;
}

test('an unverified partner opens its sandbox from /kyb, makes a key and a webhook, simulates a transfer and sees it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const receiver = await startReceiver();
  try {
    const user = await registerCompany(page);
    await signIn(page, user);
    await expect(page).toHaveURL(/\/kyb$/);
    for (const lang of ['en', 'it'] as const) {
      if (lang === 'it') await chooseLanguage(page, 'it');
      await expect(page.getByRole('button', { name: text(lang, 'kyb:sandbox.open') })).toBeVisible();
      await check(page, `sandbox-kyb-${lang}`);
    }
    await chooseLanguage(page, 'en');
    await page.getByRole('button', { name: text('en', 'kyb:sandbox.open') }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const banner = page.getByRole('note').filter({ hasText: text('en', 'environment:banner') });
    await expect(banner).toBeVisible();
    await expect(page.getByTestId('environment-sandbox')).toHaveAttribute('aria-pressed', 'true');
    // the choice survives a reload of the tab
    await page.reload();
    await expect(banner).toBeVisible();

    // a sandbox key, made on the account page
    await page.goto('/account');
    await page.getByRole('button', { name: text('en', 'secrets:generate.open') }).click();
    const dialog = page.getByRole('dialog', { name: text('en', 'secrets:generate.title') });
    await dialog.getByRole('textbox', { name: text('en', 'secrets:generate.label') }).fill('Sandbox e2e');
    await dialog.getByRole('button', { name: text('en', 'secrets:generate.submit') }).click();
    const shown = page.getByRole('dialog', { name: text('en', 'secrets:generated.title') });
    await expect(shown.locator('code').filter({ hasText: /^sbx_sk_/ })).toBeVisible();
    const codes = await shown.locator('code').allTextContents();
    const key = { token: codes.find((c) => c.startsWith('sbx_pk_'))!, secret: codes.find((c) => c.startsWith('sbx_sk_'))! };
    await shown.getByRole('button', { name: text('en', 'secrets:generated.done') }).click();
    await expect(page.getByRole('row').filter({ hasText: 'Sandbox e2e' })).toContainText('sbx_');

    // a webhook, added on the same page
    const webhooks = page.getByRole('region', { name: text('en', 'webhooks:title'), exact: true });
    await webhooks.getByRole('button', { name: text('en', 'webhooks:add') }).click();
    const add = page.getByRole('dialog', { name: text('en', 'webhooks:form.addTitle') });
    await add.getByRole('textbox', { name: text('en', 'webhooks:form.url') }).fill(receiver.url);
    await add.getByLabel(text('en', 'webhooks:form.secret')).fill('whsec_sandbox_e2e_0123456789');
    await add.getByRole('button', { name: text('en', 'webhooks:form.save') }).click();
    await expect(add).toBeHidden();
    const row = webhooks.getByRole('row').filter({ hasText: receiver.url });
    await expect(row).toBeVisible();

    // an account to receive a simulated incoming transfer, through the partner API with the sandbox key
    const client = await signed(request, key, 'POST', '/partner/v1/clients', {
      type: 'EXTERNAL_INDIVIDUAL',
      email: `sandbox-client-${Date.now()}@example.com`,
      firstName: 'Sandra',
      lastName: 'Box',
    });
    const account = await signed(request, key, 'POST', '/partner/v1/accounts', { clientId: client.clientId, currency: 'EUR' });
    await signed(request, key, 'POST', '/partner/v1/simulations/incoming-transfer', {
      walletId: account.walletId,
      amount: '250.00',
      currency: 'EUR',
      details: 'Sandbox e2e transfer',
    });
    await expect.poll(() => receiver.got.length, { timeout: 30_000 }).toBeGreaterThan(0);

    await page.goto('/transactions');
    await expect(page.getByRole('row').filter({ hasText: 'Sandbox e2e transfer' })).toContainText('250.00');
    await page.goto('/account');
    await row.getByRole('link', { name: text('en', 'webhooks:table.deliveriesOf', { url: receiver.url }) }).click();
    await expect(page.getByText(text('en', 'webhooks:status.SUCCEEDED')).first()).toBeVisible();

    // its live screens stay behind the verification
    await page.getByTestId('environment-live').click();
    await expect(page).toHaveURL(/\/kyb$/);
    await expect(banner).toBeHidden();
  } finally {
    await receiver.close();
  }
});

test('a verified partner switches between its environments and each list shows its own rows', async ({ page, request }) => {
  test.setTimeout(120_000);
  // a sandbox client of the demo partner, made with its session as the portal would (a sandbox key)
  const login = await request.post('/api-portal/auth/login', { data: USERS.demo });
  const headers = { authorization: `Bearer ${(await login.json()).token}`, [ENVIRONMENT_HEADER]: 'sandbox' };
  const made = await request.post('/api-portal/user/secrets', { headers, data: { label: 'Sandbox e2e switch' } });
  expect(made.status(), await made.text()).toBe(200);
  const key = (await made.json()) as { id: string; token: string; secret: string };
  const email = `switch-${Date.now()}@example.com`;
  try {
    await signed(request, key, 'POST', '/partner/v1/clients', { type: 'EXTERNAL_INDIVIDUAL', email, firstName: 'Sam', lastName: 'Switch' });
    await signInByApi(page, USERS.demo);
    await page.goto('/clients/individual');
    const sandboxRow = page.getByRole('row').filter({ hasText: email });
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await expect(sandboxRow).toHaveCount(0);
    for (const lang of ['en', 'it'] as const) {
      if (lang === 'it') await chooseLanguage(page, 'it');
      await page.getByTestId('environment-sandbox').click();
      await expect(page.getByRole('note').filter({ hasText: text(lang, 'environment:banner') })).toBeVisible();
      await expect(sandboxRow).toBeVisible();
      await check(page, `sandbox-clients-${lang}`);
      await page.getByTestId('environment-live').click();
      await expect(page.getByRole('note')).toHaveCount(0);
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      await expect(sandboxRow).toHaveCount(0);
    }
  } finally {
    await request.delete(`/api-portal/user/secrets/${key.id}`, { headers });
  }
});

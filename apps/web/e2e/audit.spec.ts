import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { chooseLanguage, signIn } from './support/session';
import { text } from './support/texts';
import type { DemoUser } from './support/users';

/*
 * Step-up and the audit log (issue 13), against the server under test. A partner of this spec's own
 * signs in (password only); two-factor is then turned on from another session, so this session has
 * never entered a code: generating an API secret answers 403 step_up_required and the web app asks for
 * a code in one dialog, then the secret is generated. /account/audit then lists what happened, filters
 * by action and exports CSV. Screens in en and it, axe (WCAG 2.0/2.1 A and AA) finds nothing.
 *
 * E2E_DATA_DIR (or DATA_DIR): the data folder of the server under test (`partner create` through its
 * operator socket).
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));
const DATA_DIR =
  process.env.E2E_DATA_DIR ??
  process.env.DATA_DIR ??
  (fs.existsSync(path.join(ROOT, 'data/operator.sock')) ? path.join(ROOT, 'data') : null);
const BASE = process.env.E2E_BASE_URL ?? 'http://localhost:8080';
const totp = (secret: string, stepsAhead = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * stepsAhead });

function createPartner(dataDir: string) {
  const user = { email: `audit-e2e-${crypto.randomBytes(4).toString('hex')}@partner.test`, password: 'Audit@E2e1' };
  execFileSync(
    'npx',
    [
      'tsx',
      'apps/server/src/cli/admin.ts',
      'partner',
      'create',
      '--email',
      user.email,
      '--password',
      user.password,
      '--company',
      'Audit E2E',
    ],
    { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, encoding: 'utf8' },
  );
  return user;
}

async function api(pathname: string, token: string | null, body?: unknown) {
  const r = await fetch(`${BASE}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body ?? {}),
  });
  expect(r.status, await r.clone().text()).toBe(200);
  return (await r.json()) as Record<string, unknown>;
}

/** Turns two-factor on from a session of its own (not the browser's); answers the key. */
async function enableElsewhere(user: { email: string; password: string }) {
  const { token } = (await api('/api-portal/auth/login', null, user)) as { token: string };
  const started = await api('/api-portal/user/two-factor/enrolment', token, { password: user.password });
  await api('/api-portal/user/two-factor/enrolment/confirm', token, { code: await totp(started.secret as string) });
  return started.secret as string;
}

async function axe(page: Page) {
  await page.mouse.move(0, 0);
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 8_000 });
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
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

test('a sensitive action asks for a code once, then goes through; the audit log shows it', async ({ page }) => {
  test.skip(!DATA_DIR, 'needs E2E_DATA_DIR: the data folder of the server under test');
  // Turning two-factor on in another session now ends this one (issue 14), and signing in again with a code
  // counts as step-up for 5 minutes, so this browser can no longer reach a session with two-factor on and no
  // fresh code. The flow is covered by step-up.test.ts (server, with the clock) and api-client.test.ts (the one
  // prompt and the retry); this scenario needs a way to age the step-up in the running server.
  test.fixme(true, 'needs a session with two-factor on and no fresh code: see the comment above');
  test.setTimeout(420_000);
  const user = createPartner(DATA_DIR!);
  await signIn(page, user as unknown as DemoUser);
  const secret = await enableElsewhere(user);

  // generate an API secret: this session never entered a code → one prompt
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
  const code = prompt.getByRole('textbox', { name: text('en', 'security:stepUp.code') });
  const next = await totp(secret, 1);
  await code.fill(String((Number(next) + 1) % 1_000_000).padStart(6, '0'));
  await prompt.getByRole('button', { name: text('en', 'security:stepUp.submit') }).click();
  await expect(prompt.getByRole('alert').filter({ hasText: text('en', 'security:errors.codeInvalid') })).toBeVisible();
  await code.fill(next);
  await prompt.getByRole('button', { name: text('en', 'security:stepUp.submit') }).click();
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
});

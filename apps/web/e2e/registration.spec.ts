import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { chooseLanguage, eitherLanguage } from './support/session';

/** The server's DATA_DIR, to read the embedded mailbox with `admin mail last` (E2E_DATA_DIR). */
const DATA_DIR = process.env.E2E_DATA_DIR ?? '/tmp/h4-data';
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

function lastMailLink(to: string): string {
  const out = execFileSync('npx', ['tsx', 'apps/server/src/cli/admin.ts', 'mail', 'last', '--to', to], {
    cwd: ROOT, env: { ...process.env, DATA_DIR, LOG_LEVEL: 'silent' }, encoding: 'utf8',
  });
  const m = /https?:\/\/[^\s"]+\/(confirm\/email|auth\/reset-password)\/[A-Za-z0-9_-]+/.exec(out);
  if (!m) throw new Error(`no link in: ${out}`);
  return new URL(m[0]).pathname;
}

async function shoot(page: Page, name: string, language: 'en' | 'it') {
  await page.screenshot({ path: path.join(fileURLToPath(new URL('.', import.meta.url)), 'screenshots', `${name}-${language}.png`), fullPage: true });
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const SCREENS: [string, string][] = [
  ['signup-company', '/auth/signup'],
  ['signup-developer', '/auth/signup/developer?code=DEMO-INVITE-0001&email=dev%40example.test'],
  ['forgot-password', '/auth/forgot-password'],
  ['reset-password', '/auth/reset-password/some-code'],
  ['confirm-email-invalid', '/confirm/email/not-a-code'],
];

for (const [name, url] of SCREENS) {
  for (const language of ['en', 'it'] as const) {
    test(`screen ${name} ${language}`, async ({ page }) => {
      await page.goto('/auth');
      if (language === 'it') await chooseLanguage(page, 'it');
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (name === 'confirm-email-invalid') await expect(page.getByRole('alert')).toBeVisible();
      await shoot(page, name, language);
    });
  }
}

test('register a business, confirm through the mailed link, sign in', async ({ page }) => {
  const email = `biz.${Date.now()}@e2e.test`;
  await page.goto('/auth/signup');
  await page.getByRole('textbox', { name: eitherLanguage('registration:fields.companyName') }).fill('E2E Company Ltd');
  await page.getByRole('textbox', { name: eitherLanguage('registration:fields.companyRegNumber') }).fill('REG-42');
  await page.getByRole('textbox', { name: eitherLanguage('registration:fields.companyAddress') }).fill('Via Roma 1, Milano');
  await page.getByRole('combobox', { name: eitherLanguage('registration:fields.companyCountry') }).click();
  await page.getByRole('option', { name: /^(Italy|Italia)$/ }).click();
  await expect(page.getByText(eitherLanguage('registration:country.available'))).toBeVisible();
  await page.getByRole('textbox', { name: eitherLanguage('registration:fields.phoneNumber') }).fill('+393471234567');
  await page.getByRole('textbox', { name: eitherLanguage('registration:fields.email') }).fill(email);
  await page.locator('input[type=password]').nth(0).fill('Strong@Pass1');
  await page.locator('input[type=password]').nth(1).fill('Strong@Pass1');
  await page.getByRole('checkbox').nth(0).check();
  await page.getByRole('checkbox').nth(1).check();
  await page.getByRole('button', { name: eitherLanguage('registration:submit') }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto(lastMailLink(email));
  await expect(page).not.toHaveURL(/\/confirm/);
  await page.goto('/auth');
  await page.getByRole('textbox', { name: eitherLanguage('auth:login.email') }).fill(email);
  await page.getByRole('textbox', { name: eitherLanguage('auth:login.password') }).fill('Strong@Pass1');
  await page.getByRole('button', { name: eitherLanguage('auth:login.submit') }).click();
  await expect(page).not.toHaveURL(/\/auth/);
});

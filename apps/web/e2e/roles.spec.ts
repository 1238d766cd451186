import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { chooseLanguage, signIn, signInByApi } from './support/session';
import { text } from './support/texts';
import { WCAG_A_AA, axeSummary } from './support/axe';
import { openAccount, sectionOf } from './support/account-page';

/*
 * Roles as the demo seeds them: the demo owner (Owner) sees the team with the role select,
 * Invite and the actions; the demo viewer (Viewer) sees its role on the account page and none of
 * what it cannot do (invite, role select, generate or delete secrets, add webhooks, CSV export).
 * Screenshots in en and it, axe (wcag2a, wcag2aa) on each: zero violations.
 */

test.describe.configure({ timeout: 120_000 });

const SHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));
const OWNER = { email: 'demo@partner.test', password: 'Demo@Partner1' };
const VIEWER = { email: 'viewer@partner.test', password: 'Viewer@Partner1' };
const tr = (lang: 'en' | 'it', key: string, values?: Record<string, string>) => text(lang, key, values);

async function shoot(page: Page, name: string) {
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}roles-${name}.png`, fullPage: true });
  expect(await axeSummary(page, WCAG_A_AA)).toEqual([]);
}

for (const lang of ['en', 'it'] as const) {
  test(`the Owner's team screen: role select, invite, actions, ${lang}`, async ({ page }) => {
    await signInByApi(page, OWNER);
    await openAccount(page, lang, 30_000);
    await expect(page.getByText(tr(lang, 'account:team.roles.OWNER'), { exact: true }).first()).toBeVisible();
    const team = sectionOf(page, tr(lang, 'account:team.title'));
    await expect(team.getByRole('button', { name: tr(lang, 'account:team.inviteButton') })).toBeVisible();
    const select = team.getByRole('combobox', { name: tr(lang, 'account:team.role.changeLabel', { email: VIEWER.email }) });
    await expect(select).toHaveValue(tr(lang, 'account:team.roles.VIEWER'));
    await team.getByRole('heading', { level: 2 }).scrollIntoViewIfNeeded();
    await shoot(page, `owner-team-${lang}`);
    await team.getByRole('button', { name: tr(lang, 'account:team.inviteButton') }).click();
    const invite = page.getByRole('dialog', { name: tr(lang, 'account:team.invite.title') });
    await invite.getByRole('textbox', { name: tr(lang, 'account:team.invite.email') }).fill('new.analyst@partner.test');
    await invite.getByRole('combobox', { name: tr(lang, 'account:team.invite.role') }).click();
    await expect(page.getByRole('listbox')).toBeVisible();
    for (const role of ['ADMIN', 'DEVELOPER', 'VIEWER', 'VIEWER_NO_PII'])
      await expect(page.getByRole('option', { name: tr(lang, `account:team.roles.${role}`), exact: true })).toBeVisible();
    await shoot(page, `owner-invite-roles-${lang}`);
  });

  test(`the Viewer's account page shows its role and hides what it cannot do, ${lang}`, async ({ page }) => {
    await signInByApi(page, VIEWER);
    await openAccount(page, lang, 30_000);
    await expect(page.getByText(tr(lang, 'account:team.roles.VIEWER'), { exact: true }).first()).toBeVisible();
    const team = sectionOf(page, tr(lang, 'account:team.title'));
    await expect(team.getByText(tr(lang, 'account:team.ownerOnly'))).toBeVisible();
    await expect(team.getByRole('button')).toHaveCount(0);
    await expect(team.getByRole('combobox')).toHaveCount(0);
    const secrets = sectionOf(page, tr(lang, 'secrets:title'));
    await expect(secrets.getByRole('button', { name: tr(lang, 'secrets:generate.open') })).toHaveCount(0);
    await expect(secrets.getByRole('button', { name: new RegExp(tr(lang, 'secrets:table.delete')) })).toHaveCount(0);
    await expect(sectionOf(page, tr(lang, 'webhooks:title')).getByRole('button', { name: tr(lang, 'webhooks:add') })).toHaveCount(0);
    await shoot(page, `viewer-account-${lang}`);
    // no CSV export for a Viewer
    await page.goto('/clients/individual');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByRole('button', { name: tr(lang, 'data:actions.export') })).toHaveCount(0);
  });
}

/** The demo owner's session through the API (not the browser's), for changing the viewer's role. */
async function ownerCall(page: Page, method: 'GET' | 'PUT', url: string, data?: object) {
  const login = await page.request.post('/api-portal/auth/login', { data: OWNER });
  const { token } = (await login.json()) as { token: string };
  const r = await page.request.fetch(url, { method, data, headers: { authorization: `Bearer ${token}` } });
  expect(r.ok(), `${method} ${url}: ${r.status()} ${await r.text()}`).toBe(true);
  return r.json() as Promise<unknown>;
}

test('the Viewer without personal data sees the clients list masked, en and it', async ({ page }) => {
  const members = (await ownerCall(page, 'GET', '/api-portal/user/team-member')) as { list: Array<{ id: string; email: string }> };
  const viewer = members.list.find((m) => m.email === VIEWER.email)!;
  const role = `/api-portal/user/team-member/role/${viewer.id}`;
  await ownerCall(page, 'PUT', role, { role: 'VIEWER_NO_PII' });
  try {
    await signIn(page, VIEWER);
    for (const lang of ['en', 'it'] as const) {
      if (lang === 'it') await chooseLanguage(page, 'it');
      await page.goto('/clients/individual');
      const table = page.getByRole('table');
      await expect(table).toBeVisible({ timeout: 30_000 });
      // names and e-mails masked (M•••, m•••@•••), no address in clear
      await expect(table.getByText(/^\p{L}•••@•••$/u).first()).toBeVisible();
      expect(await table.textContent()).not.toMatch(/@[a-z0-9-]+\.[a-z]{2,}/i);
      // no search by what it cannot see: the client id filter stays, e-mail and names go
      await expect(page.getByRole('textbox', { name: tr(lang, 'data:filters.clientId') })).toBeVisible();
      for (const f of ['email', 'firstName', 'lastName'])
        await expect(page.getByRole('textbox', { name: tr(lang, `data:filters.${f}`), exact: true })).toHaveCount(0);
      // nor sort by it (the order would tell it): the E-mail header is no sort button
      const email = table.getByRole('columnheader', { name: tr(lang, 'data:columns.email') });
      await expect(email).toBeVisible();
      await expect(email.getByRole('button')).toHaveCount(0);
      await shoot(page, `viewer-no-pii-clients-${lang}`);
    }
  } finally {
    await ownerCall(page, 'PUT', role, { role: 'VIEWER' });
  }
});

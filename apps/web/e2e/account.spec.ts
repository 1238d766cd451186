import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { admin } from './support/operator';
import { signIn as signInDemo, signInByApi } from './support/session';
import { text } from './support/texts';
import type { DemoUser } from './support/users';
import { WCAG_A_AA, axeSummary } from './support/axe';
import { openAccount, sectionOf } from './support/account-page';

/*
 * My account: the profile, the edit-phone modal, change password (other sessions
 * end), team members (invite → register with the mailed link → active → disabled: locked out at
 * once → recovered; an invitation removed). Every mutation runs on a partner this spec creates
 * with the operator CLI, so the demo users stay as they are for other specs. Screenshots of
 * /account and each modal in en and it, axe (wcag2a, wcag2aa) on each: zero violations.
 * E2E_DATA_DIR: the DATA_DIR of the server under test (the CLI reaches it through its socket).
 */

const SHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));
const PASSWORD = 'Owner@E2e1';
const en = (key: string, values?: Record<string, string>) => text('en', `account:${key}`, values);
const it_ = (key: string, values?: Record<string, string>) => text('it', `account:${key}`, values);
const tr = (lang: 'en' | 'it', key: string, values?: Record<string, string>) => (lang === 'en' ? en(key, values) : it_(key, values));

// the operator CLI and a busy machine make these flows longer than the default 30 s
test.describe.configure({ timeout: 120_000 });

/** The shared sign-in helper, for the users this spec creates. */
const signIn = (page: Page, user: DemoUser) => signInDemo(page, user);

let serial = 0;
/** A new verified partner (tier 2, wlpId) of the first brand; its owner signs in with PASSWORD. */
function freshPartner(label: string) {
  const email = `${label}.${Date.now()}.${serial++}@account-e2e.test`;
  admin('partner', 'create', '--email', email, '--password', PASSWORD, '--company', 'Orbit Labs S.r.l.', '--agent', 'aurora');
  return { email, password: PASSWORD };
}

/** The path and query of the last link mailed to `to` (the embedded mailbox). */
function lastLink(to: string): string {
  const link = admin('mail', 'last', '--to', to).link as string;
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

async function shoot(page: Page, name: string, lang: 'en' | 'it') {
  await page.waitForTimeout(300); // modal transitions settle
  await page.screenshot({ path: `${SHOTS}account-${name}-${lang}.png`, fullPage: true });
  expect(await axeSummary(page, WCAG_A_AA)).toEqual([]);
}

async function tokenOf(page: Page): Promise<string> {
  return page.evaluate(() => (JSON.parse(sessionStorage.getItem('session') ?? '{}') as { token: string }).token);
}

test.describe('profile', () => {
  test('shows the profile card and data, the Verified row, and every section of a verified partner', async ({ page }) => {
    const owner = freshPartner('profile');
    await signInByApi(page, owner);
    await openAccount(page);
    const card = page.locator('section').first();
    await expect(card.getByRole('heading', { level: 2, name: 'Orbit Labs S.r.l.' })).toBeVisible();
    await expect(card.getByText(en('team.roles.OWNER'), { exact: true })).toBeVisible();
    const data = page.locator('dl');
    const field = (label: string) =>
      data
        .locator('div')
        .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
        .locator('dd');
    await expect(field(en('profile.fields.companyName'))).toHaveText('Orbit Labs S.r.l.');
    await expect(field(en('profile.fields.email'))).toHaveText(`${owner.email} · ${en('profile.emailVerified')}`);
    await expect(field(en('profile.fields.status'))).toHaveText(en('profile.active'));
    await expect(field(en('profile.fields.kycLevel'))).toHaveText(en('profile.kycLevelValue', { tier: '2' }));
    await expect(field(en('profile.fields.country'))).toHaveText('Italy');
    const today = new Date();
    const ddmmyyyy = `${String(today.getDate()).padStart(2, '0')}/${String(today.getMonth() + 1).padStart(2, '0')}/${today.getFullYear()}`;
    await expect(field(en('profile.fields.registrationDate'))).toHaveText(ddmmyyyy);
    await expect(field(en('profile.fields.previousLogin'))).toHaveText(en('profile.firstLogin'));
    await expect(field(en('profile.fields.userId'))).toHaveText(/^[0-9a-f-]{36}$/);
    await expect(page.getByText(en('kyb.label'))).toBeVisible();
    await expect(page.getByText(en('kyb.verified'), { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: en('kyb.verify') })).toHaveCount(0);
    for (const title of [en('team.title'), text('en', 'secrets:title'), text('en', 'webhooks:title'), en('password.title')]) {
      await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
    }
    // signing in again: the previous login is the first one, as dd/MM/yyyy HH:mm:ss
    await page.evaluate(() => sessionStorage.clear());
    await signInByApi(page, owner);
    await openAccount(page);
    await expect(field(en('profile.fields.previousLogin'))).toHaveText(
      new RegExp(`^${ddmmyyyy.replace(/\//g, '\\/')} \\d{2}:\\d{2}:\\d{2}$`),
    );
  });

  for (const lang of ['en', 'it'] as const) {
    test(`screen /account of the demo owner, ${lang}`, async ({ page }) => {
      await signInByApi(page, { email: 'demo@partner.test', password: 'Demo@Partner1' });
      await openAccount(page, lang);
      await expect(page.getByRole('cell', { name: 'dev@demo-partner.test', exact: true })).toBeVisible();
      await expect(page.getByText(tr(lang, 'team.states.INVITED'), { exact: true }).first()).toBeVisible();
      await shoot(page, 'page', lang);
    });
  }
});

test.describe('edit phone', () => {
  for (const lang of ['en', 'it'] as const) {
    test(`validates as customer-portal §5 says and saves the number, ${lang}`, async ({ page }) => {
      const owner = freshPartner(`phone-${lang}`);
      await signInByApi(page, owner);
      await openAccount(page, lang);
      await page.getByRole('button', { name: tr(lang, 'profile.editPhoneLabel') }).click();
      const dialog = page.getByRole('dialog', { name: tr(lang, 'phone.title') });
      await expect(dialog).toBeVisible();
      const save = dialog.getByRole('button', { name: tr(lang, 'phone.save') });
      const code = dialog.getByRole('textbox', { name: tr(lang, 'phone.code') });
      const phone = dialog.getByRole('textbox', { name: tr(lang, 'phone.number') });
      await expect(save).toBeDisabled(); // untouched
      const expectError = async (field: typeof code, key: string) =>
        expect(dialog.getByText(tr(lang, `phone.validation.${key}`)))
          .toBeVisible()
          .then(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
      await code.fill('abc');
      await expectError(code, 'phone_code_invalid');
      await code.fill('+39');
      await phone.fill('12a');
      await expectError(phone, 'phone_not_number');
      await phone.fill('-3471234567');
      await expectError(phone, 'phone_negative');
      await phone.fill('347.1234567');
      await expectError(phone, 'phone_decimal');
      await expect(save).toBeDisabled();
      await shoot(page, 'edit-phone-errors', lang);
      await phone.fill('');
      await expectError(phone, 'required');
      await phone.fill('3471234567');
      await expect(dialog.getByText(tr(lang, 'phone.validation.required'))).toHaveCount(0);
      await expect(save).toBeEnabled();
      await shoot(page, 'edit-phone', lang);
      await save.click();
      await expect(page.getByText(tr(lang, 'phone.saved'))).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(page.locator('dd', { hasText: '+393471234567' })).toBeVisible();
      // the modal opens with the stored number split into code and number
      await page.getByRole('button', { name: tr(lang, 'profile.editPhoneLabel') }).click();
      await expect(code).toHaveValue('+39');
      await expect(phone).toHaveValue('3471234567');
      await expect(save).toBeDisabled();
    });
  }
});

test.describe('change password', () => {
  test('old, new and confirmation; live checklist; the two errors; password updated; other sessions end', async ({ page, request }) => {
    const owner = freshPartner('password');
    const other = (await (await request.post('/api-portal/auth/login', { data: owner })).json()) as { token: string };
    await signInByApi(page, owner);
    await openAccount(page);
    const section = sectionOf(page, en('password.title'));
    const submit = section.getByRole('button', { name: en('password.submit') });
    const oldField = section.getByRole('textbox', { name: en('password.old'), exact: true });
    const newField = section.getByRole('textbox', { name: en('password.new'), exact: true });
    const confirmField = section.getByRole('textbox', { name: en('password.confirm'), exact: true });
    await submit.click();
    await expect(section.getByText(en('password.validation.required'))).toHaveCount(3);
    // the checklist follows the typing
    const checklist = section.getByRole('list', { name: en('password.checklist.title') });
    await newField.fill('abc');
    await expect(checklist.getByText(en('password.checklist.length'))).toHaveText(`○ ${en('password.checklist.length')}`);
    await newField.fill('Abcdefg@1');
    for (const rule of ['length', 'lowerUpper', 'digitSpecial']) {
      await expect(checklist.getByText(en(`password.checklist.${rule}`))).toHaveText(`✓ ${en(`password.checklist.${rule}`)}`);
    }
    await confirmField.fill('Abcdefg@2');
    await confirmField.blur();
    await expect(section.getByText(en('password.validation.password_mismatch'))).toBeVisible();
    await shoot(page, 'change-password-errors', 'en');
    // a wrong old password
    await oldField.fill('Wrong@Pass1');
    await confirmField.fill('Abcdefg@1');
    await submit.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(en('password.invalid'))).toBeVisible();
    await dialog
      .getByRole('button', { name: text('en', 'errors:close') })
      .first()
      .click();
    // the same password again
    await oldField.fill(PASSWORD);
    await newField.fill(PASSWORD);
    await confirmField.fill(PASSWORD);
    await submit.click();
    await expect(dialog.getByText(en('password.unchanged'))).toBeVisible();
    await dialog
      .getByRole('button', { name: text('en', 'errors:close') })
      .first()
      .click();
    // a real change
    await newField.fill('Brand@New22');
    await confirmField.fill('Brand@New22');
    await submit.click();
    await expect(page.getByText(en('password.updated'))).toBeVisible();
    await expect(oldField).toHaveValue('');
    // the other session has ended, this one goes on
    expect((await request.get('/api-portal/user/me', { headers: { authorization: `Bearer ${other.token}` } })).status()).toBe(401);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: text('en', 'common:nav.accountDetails') })).toBeVisible();
    expect((await request.post('/api-portal/auth/login', { data: { email: owner.email, password: 'Brand@New22' } })).status()).toBe(200);
  });
});

/** A developer registers with the mailed invitation link in a browser of their own, confirms the address and signs in. */
async function registerWithLink(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(lastLink(email));
  const field = (key: string) => page.getByRole('textbox', { name: text('en', `registration:fields.${key}`) });
  await expect(field('email')).toHaveValue(email);
  await expect(field('invitationCode')).not.toHaveValue('');
  await field('firstName').fill('Dana');
  await field('lastName').fill('Developer');
  await page.getByRole('textbox', { name: text('en', 'registration:fields.password'), exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: text('en', 'registration:fields.passwordConfirm'), exact: true }).fill(PASSWORD);
  await page.getByRole('combobox', { name: text('en', 'registration:fields.country') }).click();
  await page.getByRole('option', { name: 'Italy' }).click();
  await field('countryCode').fill('39');
  await field('phoneNumber').fill('3471234567');
  await field('birthDate').fill('10/12/1990');
  await page.getByRole('checkbox').nth(0).check();
  await page.getByRole('checkbox').nth(1).check();
  await page.getByRole('button', { name: text('en', 'registration:submit') }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto(lastLink(email));
  await expect(page).not.toHaveURL(/\/confirm/);
  await signIn(page, { email, password: PASSWORD });
  return { context, page };
}

test.describe('team members', () => {
  test('invite, register with the link, live list, disable (locked out at once), recover, remove an invitation', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const owner = freshPartner('team');
    const dev = `dana.${Date.now()}@account-e2e.test`;
    await signInByApi(page, owner);
    await openAccount(page);
    const team = sectionOf(page, en('team.title'));
    await expect(team.getByText(en('team.table.empty'))).toBeVisible();
    // invite: the e-mail is checked first
    await team.getByRole('button', { name: en('team.inviteButton') }).click();
    const invite = page.getByRole('dialog', { name: en('team.invite.title') });
    await invite.getByRole('button', { name: en('team.invite.submit') }).click();
    await expect(invite.getByText(en('team.invite.emailRequired'))).toBeVisible();
    await invite.getByRole('textbox', { name: en('team.invite.email') }).fill('not-an-email');
    await expect(invite.getByText(en('team.invite.emailInvalid'))).toBeVisible();
    await invite.getByRole('textbox', { name: en('team.invite.email') }).fill(dev);
    await expect(invite.getByRole('combobox', { name: en('team.invite.role') })).toHaveValue(en('team.roles.DEVELOPER'));
    await invite.getByRole('button', { name: en('team.invite.submit') }).click();
    // the link is shown once, to copy, next to the e-mail sent
    await expect(invite.getByText(en('team.invite.sent', { email: dev }))).toBeVisible();
    await expect(invite.getByText(/\/auth\/signup\/developer\?code=/)).toBeVisible();
    await invite.getByRole('button', { name: en('team.invite.done') }).click();
    const row = team.getByRole('row').filter({ hasText: dev });
    await expect(row.getByText(en('team.states.INVITED'))).toBeVisible();
    await expect(row.getByRole('button', { name: en('team.actions.removeLabel', { email: dev }) })).toBeVisible();

    // the developer registers with the mailed link and signs in
    const developer = await registerWithLink(browser, dev);
    // the owner's list follows live: Active, with Disable
    await expect(row.getByText(en('team.states.ACTIVE'))).toBeVisible();
    const disable = row.getByRole('button', { name: en('team.actions.disableLabel', { email: dev }) });
    await expect(disable).toBeVisible();
    // the developer works on the partner's data and sees the team without its actions
    await developer.page.goto('/clients/individual');
    await expect(developer.page.getByRole('heading', { level: 1 })).toBeVisible();
    await developer.page.goto('/account');
    const devTeam = sectionOf(developer.page, en('team.title'));
    await expect(devTeam.getByText(en('team.ownerOnly'))).toBeVisible();
    await expect(devTeam.getByRole('cell', { name: dev, exact: true })).toBeVisible();
    await expect(devTeam.getByRole('button')).toHaveCount(0);
    await expect(developer.page.getByText(en('team.roles.DEVELOPER'), { exact: true }).first()).toBeVisible();
    await shoot(developer.page, 'member-view', 'en');
    const devToken = await tokenOf(developer.page);

    // disable: the developer is out at once
    await disable.click();
    const confirm = page.getByRole('dialog', { name: en('team.confirm.disableTitle') });
    await expect(confirm.getByText(en('team.confirm.disable', { email: dev }))).toBeVisible();
    await shoot(page, 'disable-member', 'en');
    await confirm.getByRole('button', { name: en('team.actions.disable') }).click();
    await expect(page.getByText(en('team.confirm.disabled', { email: dev }))).toBeVisible();
    await expect(row.getByText(en('team.states.DISABLED'))).toBeVisible();
    expect((await page.request.get('/api-portal/clients', { headers: { authorization: `Bearer ${devToken}` } })).status()).toBe(401);
    await developer.page.goto('/clients/individual');
    await expect(developer.page).toHaveURL(/\/auth/);
    await developer.page.getByRole('textbox', { name: text('en', 'auth:login.email') }).fill(dev);
    await developer.page.getByRole('textbox', { name: text('en', 'auth:login.password') }).fill(PASSWORD);
    await developer.page.getByRole('button', { name: text('en', 'auth:login.submit') }).click();
    await expect(developer.page.getByText(text('en', 'errors:codes.user_disabled'))).toBeVisible();

    // recover: back in
    await row.getByRole('button', { name: en('team.actions.recoverLabel', { email: dev }) }).click();
    const recover = page.getByRole('dialog', { name: en('team.confirm.recoverTitle') });
    await recover.getByRole('button', { name: en('team.actions.recover') }).click();
    await expect(row.getByText(en('team.states.ACTIVE'))).toBeVisible();
    await developer.page.goto('/auth');
    await signIn(developer.page, { email: dev, password: PASSWORD });
    await developer.context.close();

    // remove an invitation
    const gone = `gone.${Date.now()}@account-e2e.test`;
    await team.getByRole('button', { name: en('team.inviteButton') }).click();
    await invite.getByRole('textbox', { name: en('team.invite.email') }).fill(gone);
    await invite.getByRole('button', { name: en('team.invite.submit') }).click();
    await invite.getByRole('button', { name: en('team.invite.done') }).click();
    const goneRow = team.getByRole('row').filter({ hasText: gone });
    await goneRow.getByRole('button', { name: en('team.actions.removeLabel', { email: gone }) }).click();
    await page
      .getByRole('dialog', { name: en('team.confirm.removeTitle') })
      .getByRole('button', { name: en('team.actions.remove') })
      .click();
    await expect(goneRow).toHaveCount(0);
  });

  for (const lang of ['en', 'it'] as const) {
    test(`screens of the team modals, ${lang}`, async ({ page }) => {
      const owner = freshPartner(`modals-${lang}`);
      const member = `shot.${lang}.${Date.now()}@account-e2e.test`;
      await signInByApi(page, owner);
      await openAccount(page, lang);
      const team = sectionOf(page, tr(lang, 'team.title'));
      await team.getByRole('button', { name: tr(lang, 'team.inviteButton') }).click();
      const invite = page.getByRole('dialog', { name: tr(lang, 'team.invite.title') });
      await invite.getByRole('textbox', { name: tr(lang, 'team.invite.email') }).fill(member);
      await shoot(page, 'invite', lang);
      await invite.getByRole('button', { name: tr(lang, 'team.invite.submit') }).click();
      await expect(invite.getByText(tr(lang, 'team.invite.sent', { email: member }))).toBeVisible();
      await shoot(page, 'invite-link', lang);
      await invite.getByRole('button', { name: tr(lang, 'team.invite.done') }).click();
      await team.getByRole('button', { name: tr(lang, 'team.actions.removeLabel', { email: member }) }).click();
      await expect(page.getByRole('dialog', { name: tr(lang, 'team.confirm.removeTitle') })).toBeVisible();
      await shoot(page, 'remove-member', lang);
      await page
        .getByRole('dialog')
        .getByRole('button', { name: tr(lang, 'team.confirm.cancel') })
        .first()
        .click();
      await shoot(page, 'page-fresh-owner', lang);
    });
  }
});

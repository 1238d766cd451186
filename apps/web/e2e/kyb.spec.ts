import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { admin, DATA_DIR } from './support/operator';
import { chooseLanguage, signIn } from './support/session';
import { text } from './support/texts';
import { USERS } from './support/users';
import { WCAG_A_AA, axeSummary } from './support/axe';

/*
 * /kyb and the verification dialog: the address form while the record is PAID, the
 * sandbox identity widget, the review, and the live move to the dashboard when the operator
 * approves from the command line. Each flow uses its own partner made with the operator CLI, so
 * the demo users stay as they are; the CLI reaches the server through its operator socket
 * (E2E_DATA_DIR: the server's DATA_DIR).
 */

const SHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));
const PASSWORD = 'Kyb@Partner1';
// a 1×1 PNG: the server checks the bytes
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

type Lang = 'en' | 'it';

/** A partner of its own whose tier-2 record has the given status (tier 0 until VERIFIED: the /kyb gate). */
function applicant(status: string, ...extra: string[]) {
  const email = `kyb-${Date.now()}-${Math.floor(Math.random() * 1e6)}@partner.test`;
  admin('partner', 'create', '--email', email, '--password', PASSWORD, '--company', 'Verifica S.r.l.', '--agent', 'aurora');
  admin('user', 'kyc', '--email', email, '--tier', '2', '--status', status, ...extra);
  return { email, password: PASSWORD };
}

async function axe(page: Page) {
  await page.mouse.move(0, 0);
  return axeSummary(page, WCAG_A_AA);
}

/** Screenshot (looked at by eye) and axe scan of what is on screen now. */
async function check(page: Page, name: string) {
  await page.mouse.move(0, 0);
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  expect(await axe(page), name).toEqual([]);
}

async function openKyb(page: Page, user: { email: string; password: string }, lang: Lang) {
  await signIn(page, user);
  await expect(page).toHaveURL(/\/kyb$/);
  if (lang === 'it') await chooseLanguage(page, 'it');
  await expect(page.getByRole('heading', { level: 1, name: text(lang, 'kyb:title') })).toBeVisible();
}

async function openDialog(page: Page, lang: Lang): Promise<Locator> {
  await page.getByRole('button', { name: text(lang, 'kyb:start') }).click();
  const dialog = page.getByRole('dialog', { name: text(lang, 'kyb:dialog.title') });
  await expect(dialog).toBeVisible();
  return dialog;
}

const closeButton = (dialog: Locator, lang: Lang) => dialog.getByRole('button').filter({ hasText: text(lang, 'kyb:dialog.close') });

test('a registered but unverified user lands on /kyb and stays there', async ({ page }) => {
  await signIn(page, USERS.unverified);
  await expect(page).toHaveURL(/\/kyb$/);
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'kyb:title') })).toBeVisible();
  await expect(page.getByText(text('en', 'kyb:text'))).toBeVisible();
  await expect(page.getByRole('navigation', { name: text('en', 'common:menu.label') })).toHaveCount(0);
  await expect(page.getByTestId('kyb-status')).toHaveText(text('en', 'kyb:status.created'));
  const dialog = await openDialog(page, 'en');
  // not open yet (CREATED): no form, no widget
  await expect(dialog.getByText(text('en', 'kyb:dialog.notOpen'))).toBeVisible();
  await expect(dialog.getByRole('textbox')).toHaveCount(0);
  await closeButton(dialog, 'en').click();
  await expect(dialog).toBeHidden();
  for (const p of ['/dashboard', '/cards', '/account']) {
    await page.goto(p);
    await expect(page).toHaveURL(/\/kyb$/);
  }
});

test('a verified partner has no business on /kyb', async ({ page }) => {
  await signIn(page, USERS.demo);
  await page.goto('/kyb');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test.describe('verification', () => {
  test.describe.configure({ timeout: 120_000 });
  test.skip(!DATA_DIR, 'set E2E_DATA_DIR to the data folder of the server under test (the operator CLI goes through its socket)');

  for (const lang of ['en', 'it'] as const) {
    const t = (key: string, values?: Record<string, string>) => text(lang, `kyb:${key}`, values);

    test(`${lang}: address, identity widget, review, and the live move to the dashboard after the operator's approval`, async ({
      page,
    }) => {
      const user = applicant('PAID');
      await openKyb(page, user, lang);
      await expect(page.getByTestId('kyb-status')).toHaveText(t('status.paid'));
      await check(page, `kyb-screen-${lang}`);

      // the address form (PAID), every field required
      const dialog = await openDialog(page, lang);
      const form = dialog.locator('form');
      await expect(form.getByText(t('address.title'), { exact: true })).toBeVisible();
      await check(page, `kyb-dialog-address-${lang}`);
      await form.getByRole('button', { name: t('address.submit') }).click();
      await expect(form.getByText(t('address.required'))).toHaveCount(4);
      await check(page, `kyb-dialog-address-errors-${lang}`);
      const country = form.getByRole('combobox', { name: t('address.country') });
      await country.fill('Ital');
      await page.getByRole('option', { name: 'Italy', exact: true }).click();
      await form.getByRole('textbox', { name: t('address.street') }).fill('Via Roma 1');
      await form.getByRole('textbox', { name: t('address.town') }).fill('Milano');
      await form.getByRole('textbox', { name: t('address.postalCode') }).fill('20121');
      const saved = page.waitForResponse((r) => r.url().endsWith('/api/identity/address'));
      await form.getByRole('button', { name: t('address.submit') }).click();
      const answer = await saved;
      expect(answer.status()).toBe(200);
      expect(JSON.parse(answer.request().postData()!)).toEqual({
        country: 'ITA',
        street: 'Via Roma 1',
        town: 'Milano',
        postalCode: '20121',
      });

      // the user reloads and the widget replaces the form
      await expect(dialog.getByText(t('widget.title'), { exact: true })).toBeVisible();
      await expect(dialog.locator('form')).toHaveCount(0);
      await expect(page.getByTestId('kyb-status')).toHaveText(t('status.inProgress'));
      const submit = dialog.getByRole('button', { name: t('widget.submit') });
      await expect(submit).toBeDisabled();
      const files = dialog.locator('input[type="file"]');
      await files.nth(0).setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
      await expect(dialog.getByText(t('widget.fileType'))).toBeVisible();
      await check(page, `kyb-dialog-widget-error-${lang}`);
      await files.nth(0).setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PNG });
      await expect(dialog.getByTestId('kyb-stored-document')).toHaveText(t('widget.stored', { name: 'passport.png' }));
      await expect(dialog.getByText(t('widget.fileType'))).toHaveCount(0);
      await files.nth(1).setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: PNG });
      await expect(dialog.getByTestId('kyb-stored-selfie')).toHaveText(t('widget.stored', { name: 'selfie.png' }));
      await check(page, `kyb-dialog-widget-${lang}`);

      // sent: finalize, the dialog closes, the screen says it is under review
      const finalized = page.waitForResponse((r) => r.url().includes('/api/identity/sumsub/finalizeReviewStatus'));
      await submit.click();
      expect(await (await finalized).json()).toMatchObject({ reviewStatus: 'pending', submitted: true, kyc: { status: 'PENDING' } });
      await expect(dialog).toBeHidden();
      await expect(page.getByText(t('widget.submitted'))).toBeVisible();
      await expect(page.getByTestId('kyb-status')).toHaveText(t('status.pending'));
      // the notice closes by itself after 3 s: the review's scan below, caught during its fade, failed colour contrast
      // on it, so it comes once the notice is gone
      await expect(page.getByText(t('widget.submitted'))).toBeHidden({ timeout: 8_000 });
      const again = await openDialog(page, lang);
      await expect(again.getByText(t('dialog.review'))).toBeVisible();
      await check(page, `kyb-dialog-review-${lang}`);
      await closeButton(again, lang).click();

      // the operator approves from the command line: the open page moves into the portal by itself
      expect(admin('user', 'kyc', '--email', user.email, '--tier', '2', '--status', 'VERIFIED')).toMatchObject({ kycTier: 2 });
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('navigation', { name: text(lang, 'common:menu.label') })).toBeVisible();
    });

    test(`${lang}: the dialog follows the record live, and shows rejections`, async ({ page }) => {
      const user = applicant('CREATED');
      await openKyb(page, user, lang);
      const dialog = await openDialog(page, lang);
      await expect(dialog.getByText(t('dialog.notOpen'))).toBeVisible();
      await check(page, `kyb-dialog-not-open-${lang}`);
      // the operator opens the verification while the dialog is open
      admin('user', 'kyc', '--email', user.email, '--tier', '2', '--status', 'PAID');
      await expect(dialog.getByText(t('address.title'), { exact: true })).toBeVisible();
      admin(
        'user',
        'kyc',
        '--email',
        user.email,
        '--tier',
        '2',
        '--status',
        'REJECTED',
        '--reason',
        'Blurred document',
        '--final',
        'false',
      );
      await expect(dialog.getByText(t('dialog.retry', { reason: 'Blurred document' }))).toBeVisible();
      await expect(dialog.getByText(t('widget.title'), { exact: true })).toBeVisible();
      await check(page, `kyb-dialog-retry-${lang}`);
      admin('user', 'kyc', '--email', user.email, '--tier', '2', '--status', 'REJECTED', '--reason', 'Company not eligible');
      await expect(dialog.getByText(t('dialog.rejected', { reason: 'Company not eligible' }))).toBeVisible();
      await expect(page.getByTestId('kyb-status')).toHaveText(t('status.rejected'));
      await check(page, `kyb-dialog-rejected-${lang}`);
    });
  }

  test("a refused address shows 'Action Forbidden' and closes the dialog; a network failure shows 'Network error'", async ({ page }) => {
    const user = applicant('PAID');
    await openKyb(page, user, 'en');
    let dialog = await openDialog(page, 'en');
    const fill = async () => {
      const form = dialog.locator('form');
      await form.getByRole('combobox', { name: text('en', 'kyb:address.country') }).fill('Germany');
      await page.getByRole('option', { name: 'Germany', exact: true }).click();
      await form.getByRole('textbox', { name: text('en', 'kyb:address.street') }).fill('Hauptstraße 5');
      await form.getByRole('textbox', { name: text('en', 'kyb:address.town') }).fill('Berlin');
      await form.getByRole('textbox', { name: text('en', 'kyb:address.postalCode') }).fill('10115');
      await form.getByRole('button', { name: text('en', 'kyb:address.submit') }).click();
    };
    // the browser loses the network for this call
    await page.route('**/api/identity/address', (route) => route.abort('internetdisconnected'));
    await fill();
    await expect(page.getByRole('alert').filter({ hasText: text('en', 'kyb:network.title') })).toBeVisible();
    await expect(dialog).toBeVisible();
    await page.unroute('**/api/identity/address');

    // meanwhile the verification was closed on the server: the real answer is a refusal
    await page.route('**/api/identity/address', async (route) => {
      admin('user', 'kyc', '--email', user.email, '--tier', '2', '--status', 'CREATED');
      await route.continue();
    });
    await fill();
    const refusal = page.getByRole('dialog', { name: text('en', 'kyb:address.forbiddenTitle') });
    await expect(refusal).toBeVisible();
    await expect(refusal.getByText(text('en', 'kyb:address.forbidden'))).toBeVisible();
    await expect(page.getByRole('dialog', { name: text('en', 'kyb:dialog.title') })).toBeHidden();
    await check(page, 'kyb-address-forbidden-en');
    // the dialog's own Close button, not the corner ×, which has the same name
    await refusal
      .getByRole('button')
      .filter({ hasText: text('en', 'errors:close') })
      .click();
    dialog = await openDialog(page, 'en');
    await expect(dialog.getByText(text('en', 'kyb:dialog.notOpen'))).toBeVisible();
  });
});

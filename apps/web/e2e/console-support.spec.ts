import { expect, test } from '@playwright/test';
import { DATA_DIR, createPartner } from './support/operator';
import { checkBothLanguages, createOperator, firstOperatorSignIn } from './support/console';
import { eitherLanguage, signIn } from './support/session';

/*
 * The console's support and partner actions, against the real server: a Support agent answers, with a file,
 * a ticket a partner opened in another browser context, whose inbox and unread count follow live; then marks it solved.
 * An Administrator creates a partner, changes its brand and reads its activity. Screens: axe and screenshots in en and it.
 */

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test.describe('operator console: support and partners', () => {
  test.skip(!DATA_DIR, 'needs E2E_DATA_DIR (the data folder of the server under test) for the operator CLI');
  test.setTimeout(360_000); // generous: a loaded CI machine took up to 2.4 min

  test("a Support agent answers a partner's ticket with a file; the partner's inbox follows live; then it is solved", async ({
    browser,
    page,
    request,
  }, testInfo) => {
    const agent = createOperator(DATA_DIR!, 'SUPPORT_AGENT');
    const partner = createPartner({ dataDir: DATA_DIR!, prefix: 'support', password: 'Support@Partner1', company: 'Supporto Srl' });
    const subject = `Statement missing ${Date.now()}`;

    // the partner, in its own browser context, opens a ticket with a screenshot and waits in its inbox
    const partnerContext = await browser.newContext();
    const partnerPage = await partnerContext.newPage();
    await signIn(partnerPage, partner);
    const token = (await (await request.post('/api-portal/auth/login', { data: partner })).json()).token as string;
    const opened = await request.post('/api/tickets', {
      headers: { authorization: `Bearer ${token}` },
      multipart: {
        subType: 'Other',
        subject,
        description: 'The March statement is not in the portal.',
        files: { name: 'screen.png', mimeType: 'image/png', buffer: PNG },
      },
    });
    expect(opened.status()).toBe(200);
    await partnerPage.goto('/inbox');
    await partnerPage.waitForLoadState('networkidle');
    const badge = partnerPage.getByTestId('unread-badge');
    const unread = async () => ((await badge.count()) ? Number(await badge.textContent()) : 0);
    const before = await unread();

    // the Support agent: the queue, waiting for the bank, with the age; search; the thread
    await firstOperatorSignIn(page, agent);
    await page
      .getByRole('navigation')
      .getByRole('link', { name: eitherLanguage('console:shell.nav.tickets') })
      .click();
    await page.getByRole('textbox', { name: eitherLanguage('console:tickets.filters.q') }).fill(partner.email);
    await page.getByRole('button', { name: eitherLanguage('console:list.apply') }).click();
    const row = page.getByRole('row', { name: new RegExp(subject) });
    await expect(row).toContainText(eitherLanguage('console:tickets.states.PENDING_ADMIN', { exact: false }));
    await checkBothLanguages(page, testInfo, 'support-queue');
    await row.getByRole('link', { name: subject }).click();
    await expect(page.getByText('The March statement is not in the portal.')).toBeVisible();

    // the partner's file downloads through the console's route
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /screen\.png/ }).click();
    expect((await download).suggestedFilename()).toBe('screen.png');

    // the answer, with a file
    await page.getByRole('textbox', { name: eitherLanguage('console:tickets.answer', { exact: false }) }).fill('Here it is, attached.');
    await page.locator('input[type="file"]').setInputFiles([{ name: 'statement.pdf', mimeType: 'application/pdf', buffer: PDF }]);
    await expect(page.getByText('statement.pdf')).toBeVisible();
    await checkBothLanguages(page, testInfo, 'support-thread');
    await page.getByRole('button', { name: eitherLanguage('console:tickets.send') }).click();
    await expect(page.getByText('Here it is, attached.')).toBeVisible();
    await expect(page.getByRole('button', { name: /statement\.pdf/ })).toBeVisible();

    // the partner's inbox and unread count follow without a reload
    await expect.poll(unread).toBe(before + 1);
    await partnerPage.getByRole('button', { name: new RegExp(subject) }).click();
    await expect(partnerPage.getByText('Here it is, attached.')).toBeVisible();
    await expect(partnerPage.getByRole('button', { name: /statement\.pdf/ })).toBeVisible();
    await partnerContext.close();

    // solved
    await page.getByRole('button', { name: eitherLanguage('console:tickets.solve') }).click();
    await expect(page.getByText(eitherLanguage('console:tickets.states.SOLVED')).first()).toBeVisible();
    await expect(page.getByRole('button', { name: eitherLanguage('console:tickets.solve') })).toHaveCount(0);
  });

  test('an Administrator creates a partner, changes its brand and reads its activity', async ({ page }, testInfo) => {
    const admin = createOperator(DATA_DIR!, 'ADMINISTRATOR');
    const company = `Nuovo Partner ${Date.now()}`;
    await firstOperatorSignIn(page, admin);
    await expect(page).toHaveURL(/\/operator\/partners/);
    await page.getByRole('button', { name: eitherLanguage('console:partnerCreate.open') }).click();
    const dialog = page.getByRole('dialog');
    const email = dialog.getByRole('textbox', { name: eitherLanguage('console:partnerCreate.email', { exact: false }) });
    await dialog.getByRole('textbox', { name: eitherLanguage('console:partnerCreate.company', { exact: false }) }).fill(company);
    // the server's 417 naming the e-mail shows under that field, and the dialog stays open with what was typed
    await email.fill('demo@partner.test');
    await dialog.getByRole('button', { name: eitherLanguage('console:partnerCreate.submit') }).click();
    await expect(dialog.getByText(eitherLanguage('console:form.server.email_taken'))).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await email.fill(`new-${Date.now()}@partner.test`);
    await checkBothLanguages(page, testInfo, 'partner-create');
    await dialog.getByRole('button', { name: eitherLanguage('console:partnerCreate.submit') }).click();
    await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
    await expect(
      page.getByRole('img', { name: eitherLanguage('console:activity.apiCalls', { exact: false }) }).locator('svg path'),
    ).toHaveCount(2);
    await checkBothLanguages(page, testInfo, 'partner-activity');

    await page.getByRole('button', { name: eitherLanguage('console:partnerBrand.open') }).click();
    await page
      .getByRole('dialog')
      .getByRole('combobox', { name: eitherLanguage('console:partnerBrand.brand', { exact: false }) })
      .click();
    await page.getByRole('option', { name: /laguna/ }).click();
    await checkBothLanguages(page, testInfo, 'partner-brand');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: eitherLanguage('console:partnerBrand.submit') })
      .click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByText(/· laguna$/)).toBeVisible();
  });
});

import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { checkBothLanguages as checkConsoleBothLanguages, createOperator, firstOperatorSignIn, openConsoleScreen } from './support/console';
import { DATA_DIR, admin, createPartner } from './support/operator';
import { eitherLanguage, signInByApi } from './support/session';
import { text } from './support/texts';

/** A catalogue text with its values, in either language. */
const both = (key: string, values: Record<string, string>) => new RegExp(`^(${text('en', key, values)}|${text('it', key, values)})`);

/*
 * The console's notices, invoices and FAQ against the real server: an Administrator sends a notice
 * that a partner signed in in another browser sees arrive live, issues an invoice, downloads its PDF and marks
 * it paid, edits an FAQ set with a sanitized preview. Each screen: axe and a screenshot in English and Italian.
 */

test.describe('operator console: notices, invoices, FAQ', () => {
  test.skip(!DATA_DIR, 'needs E2E_DATA_DIR (the data folder of the server under test) for the operator CLI');
  test.setTimeout(360_000); // generous: a loaded CI machine took up to 2.4 min

  test('an Administrator sends a notice, issues an invoice and edits the FAQ', async ({ page, browser }, testInfo) => {
    const email = createOperator(DATA_DIR!, 'ADMINISTRATOR');
    const company = `Content E2E ${crypto.randomBytes(3).toString('hex')}`;
    const partner = createPartner({ dataDir: DATA_DIR!, prefix: 'content', password: 'Content@Partner1', company });

    // the partner, in a browser of its own, on its inbox
    const partnerContext = await browser.newContext();
    const partnerPage = await partnerContext.newPage();
    await signInByApi(partnerPage, partner);
    await partnerPage.goto('/inbox');
    await partnerPage.waitForLoadState('networkidle');
    const badge = partnerPage.getByTestId('unread-badge');
    const unread = async () => ((await badge.count()) ? Number(await badge.textContent()) : 0);
    const before = await unread();

    await firstOperatorSignIn(page, email);
    // the chooser searches the server (company, wlpId or a member's e-mail), not only the first partners it loaded
    const choosePartner = async (scope: Locator | Page = page, search = company, label = 'console:content.partner') => {
      await scope.getByRole('combobox', { name: eitherLanguage(label) }).fill(search);
      await expect(page.getByRole('listbox').getByRole('option')).toHaveText([new RegExp(company)]); // the server's answer alone
      await page.getByRole('option', { name: new RegExp(company) }).click();
    };

    // notices: one partner, previewed (sanitized) before it is sent; the partner's inbox counts it live
    await openConsoleScreen(page, 'notices');
    await choosePartner();
    const title = `Console notice ${Date.now()}`;
    await page.getByRole('textbox', { name: eitherLanguage('console:notices.titleEn', { exact: false }) }).fill(title);
    await page
      .getByRole('textbox', { name: eitherLanguage('console:notices.bodyEn', { exact: false }) })
      .fill('<p>Planned <strong>maintenance</strong> on Sunday.</p><script>alert(1)</script>');
    await page.getByRole('button', { name: eitherLanguage('console:notices.preview') }).click();
    await expect(page.getByRole('status').filter({ hasText: /1/ })).toBeVisible();
    await expect(page.getByText('Planned maintenance on Sunday.')).toBeVisible();
    await checkConsoleBothLanguages(page, testInfo, 'notices');
    await page.getByRole('button', { name: both('console:notices.send_one', { count: '1' }) }).click();
    await expect.poll(unread).toBe(before + 1);
    await expect(partnerPage.getByRole('button', { name: new RegExp(title) })).toBeVisible();
    await partnerContext.close();

    // invoices: issue one for the partner, find it in the list, download its PDF, mark it paid
    // the list's first page comes late: its rows must not push the form, and its open chooser, out of sight (a form
    // below the list once did: the chooser's dropdown hid itself with its input, and a loaded CI machine saw no option)
    await page.route(
      /\/api-operator\/invoices\?/,
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        await route.fallback();
      },
      { times: 1 },
    );
    await openConsoleScreen(page, 'invoices');
    await page.getByRole('button', { name: eitherLanguage('console:invoices.issue') }).click();
    const issue = page.getByRole('dialog', { name: eitherLanguage('console:invoices.issue') });
    await choosePartner(issue, partner.email); // an e-mail: no label shows it, only the server's search finds it
    await issue.getByRole('textbox', { name: eitherLanguage('console:invoices.amount', { exact: false }) }).fill('123.45');
    await issue.getByRole('textbox', { name: eitherLanguage('console:invoices.payBefore', { exact: false }) }).fill('2031-12-31');
    await checkConsoleBothLanguages(page, testInfo, 'invoice-issue');
    await issue.getByRole('button', { name: eitherLanguage('console:invoices.issueButton') }).click();
    await expect(issue).toBeHidden();
    await page.getByRole('textbox', { name: eitherLanguage('console:invoices.filters.q') }).fill(company);
    const filters = page.getByRole('search');
    await choosePartner(filters, partner.email, 'console:invoices.filters.partnerId');
    await page.getByRole('button', { name: eitherLanguage('console:list.apply') }).click();
    const row = page.getByRole('row').filter({ hasText: company });
    await expect(row).toHaveCount(1);
    // the partner filter from the address gets its label from the partner's detail
    await page.reload();
    const partnerFilter = filters.getByRole('combobox', { name: eitherLanguage('console:invoices.filters.partnerId') });
    await expect(partnerFilter).toHaveValue(new RegExp(company));
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('123.45');
    await checkConsoleBothLanguages(page, testInfo, 'invoices');
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: /PDF/ }).click();
    expect((await download).suggestedFilename()).toMatch(/^INV-\d{4}-\d+\.pdf$/);
    await row.getByRole('button', { name: /^(Mark paid|Segna come pagata): .+$/ }).click();
    await expect(row.getByText(eitherLanguage('console:invoices.paid'))).toBeVisible();

    // FAQ: a set for Italian in Switzerland, an answer previewed sanitized, saved, then removed again
    await openConsoleScreen(page, 'faq');
    await page.getByRole('combobox', { name: eitherLanguage('console:faq.language') }).click();
    await page.getByRole('option', { name: text('en', 'console:notices.language.it'), exact: true }).click();
    await page.getByRole('textbox', { name: eitherLanguage('console:faq.country', { exact: false }) }).fill('CH');
    await page.getByRole('button', { name: eitherLanguage('console:faq.open') }).click();
    await page.getByRole('button', { name: eitherLanguage('console:faq.addCategory') }).click();
    await page.getByRole('textbox', { name: both('console:faq.categoryN', { n: '1' }) }).fill('Pagamenti');
    await page.getByRole('textbox', { name: both('console:faq.questionN', { n: '1' }) }).fill('Quando pago?');
    await page
      .getByRole('textbox', { name: both('console:faq.answerN', { n: '1' }) })
      .fill('<p onclick="x()">Entro la <em>scadenza</em>.</p><script>alert(1)</script>');
    await page.getByRole('button', { name: eitherLanguage('console:faq.preview') }).click();
    await expect(page.getByText('Entro la scadenza.')).toBeVisible();
    await checkConsoleBothLanguages(page, testInfo, 'faq');
    await page.getByRole('button', { name: eitherLanguage('console:faq.save') }).click();
    await expect(page.getByText(/it\/CH \(1\)/)).toBeVisible();
    await page.getByRole('button', { name: eitherLanguage('console:faq.removeCategory') }).click();
    await page.getByRole('button', { name: eitherLanguage('console:faq.save') }).click();
    await expect(page.getByText(eitherLanguage('console:faq.emptySet'))).toBeVisible();
  });

  test("the FAQ editor offers every language a set was imported in, not only the portal's own", async ({ page }, testInfo) => {
    const question = `Wann zahle ich? ${crypto.randomBytes(3).toString('hex')}`;
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'faq-')), 'de.json');
    const faq = { language: 'de', categories: [{ name: 'Zahlungen', faqs: [{ question, answer: '<p>Bis zum Fälligkeitsdatum.</p>' }] }] };
    fs.writeFileSync(file, JSON.stringify(faq));
    admin('faq', 'import', file);
    await firstOperatorSignIn(page, createOperator(DATA_DIR!, 'SUPPORT_AGENT'));
    await openConsoleScreen(page, 'faq');
    await page.getByRole('combobox', { name: eitherLanguage('console:faq.language') }).click();
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options.filter({ hasText: /^(English|Inglese)$/ })).toHaveCount(1);
    await options.filter({ hasText: /^(German|Tedesco)$/ }).click();
    await page.getByRole('button', { name: eitherLanguage('console:faq.open') }).click();
    await expect(page.getByRole('textbox', { name: both('console:faq.questionN', { n: '1' }) })).toHaveValue(question);
    await checkConsoleBothLanguages(page, testInfo, 'faq-imported-language');
  });
});

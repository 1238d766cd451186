import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { channelsLeftOpen, markOpenChannels, trackChannels } from './support/channels';
import { chooseLanguage, signIn, signInByApi, signOut } from './support/session';
import { admin, DATA_DIR } from './support/operator';
import { text } from './support/texts';
import { USERS } from './support/users';
import { WCAG_A_AA, axeSummary } from './support/axe';

/*
 * Help page, support request and inbox: FAQ search, a request with two files that shows
 * up in the inbox, opens and downloads, and support's answer arriving live. The operator's answer
 * goes through the running server's operator channel, so this spec needs the server's data folder:
 * E2E_DATA_DIR (or DATA_DIR) — the same value the server was started with.
 */

const SHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));

// A 1×1 PNG and a one-page PDF: real files, as the server checks the bytes.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

const en = (key: string, values?: Record<string, string>) => text('en', key, values);

async function axe(page: Page) {
  // success notices close by themselves (3 s, not while hovered); their close button has no accessible name (lib/notify.ts)
  await page.mouse.move(0, 0);
  await expect(page.getByRole('alert').filter({ has: page.locator('.mantine-Notification-closeButton') })).toHaveCount(0);
  return axeSummary(page, WCAG_A_AA);
}

async function shoot(page: Page, name: string) {
  await page.mouse.move(0, 0);
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

async function openSupport(page: Page) {
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test.describe('help page', () => {
  test('searching from 2 characters filters the questions; emptying the search goes back to the topics', async ({ page }) => {
    await signInByApi(page, USERS.demo);
    await openSupport(page);
    const search = page.getByRole('searchbox', { name: en('support:search.label') });
    await expect(page.getByRole('heading', { level: 2, name: en('support:faq.categories') })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Getting started/ })).toBeVisible();

    await search.fill('w');
    await expect(page.getByRole('button', { name: /^Getting started/ })).toBeVisible();
    await search.fill('webhooks');
    await expect(page.getByText(en('support:search.results', { query: 'webhooks' }))).toBeVisible();
    const question = page.getByRole('button', { name: 'How often are webhooks retried?' });
    await expect(question).toBeVisible();
    await expect(page.getByRole('button', { name: 'How do I sign requests?' })).toHaveCount(0);
    await question.click();
    await expect(page.getByText('With exponential back-off for at least 3 days.')).toBeVisible();

    await search.fill('zzz-nothing');
    await expect(page.getByText(en('support:notFound.title'))).toBeVisible();
    await search.fill('');
    await expect(page.getByRole('heading', { level: 2, name: en('support:faq.categories') })).toBeVisible();

    await page.getByRole('button', { name: /^Webhooks/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Webhooks' })).toBeVisible();
    await page.getByRole('button', { name: en('support:faq.back') }).click();
    await expect(page.getByRole('heading', { level: 2, name: en('support:faq.categories') })).toBeVisible();
  });

  test('the request form checks files in the browser and names the one it refuses', async ({ page }) => {
    await signInByApi(page, USERS.demo);
    await openSupport(page);
    await page.getByRole('button', { name: en('support:request.open') }).click();
    await expect(page.getByRole('heading', { level: 2, name: en('support:form.title') })).toBeVisible();
    const files = page.locator('input[type="file"]');
    await files.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5_000_001, 1) });
    await expect(page.getByRole('alert')).toHaveText(en('support:form.files.file_too_large', { name: 'huge.png' }));
    await files.setInputFiles({ name: 'tool.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
    await expect(page.getByRole('alert')).toHaveText(en('support:form.files.file_type_not_allowed', { name: 'tool.exe' }));
    await page.getByRole('button', { name: en('support:form.submit') }).click();
    await expect(page.getByText(en('support:form.errors.subject'))).toBeVisible();
    await expect(page.getByText(en('support:form.errors.description'))).toBeVisible();
    await page.getByRole('button', { name: en('support:form.back') }).click();
    await expect(page.getByRole('searchbox', { name: en('support:search.label') })).toBeVisible();
  });
});

test.describe('support request and inbox', () => {
  test.describe.configure({ timeout: 90_000 });
  test.skip(!DATA_DIR, 'set E2E_DATA_DIR to the data folder of the server under test (the operator answer goes through its socket)');

  test('a request with two files reaches the inbox, opens, downloads, and support’s answer arrives live', async ({ page }) => {
    const subject = `Card payments declined ${Date.now()}`;
    await signInByApi(page, USERS.demo);
    await openSupport(page);
    await page.getByRole('button', { name: en('support:request.open') }).click();
    await page.getByRole('combobox', { name: en('support:form.subType') }).click();
    await page.getByRole('option', { name: en('support:subTypes.Cards') }).click();
    await page.getByRole('textbox', { name: en('support:form.subject') }).fill(subject);
    await page
      .getByRole('textbox', { name: en('support:form.description') })
      .fill('Every card payment since yesterday is declined.\nSee the screenshot and the receipt.');
    await page.locator('input[type="file"]').setInputFiles([
      { name: 'screen.png', mimeType: 'image/png', buffer: PNG },
      { name: 'receipt.pdf', mimeType: 'application/pdf', buffer: PDF },
    ]);
    await expect(page.getByRole('button', { name: en('support:form.files.remove', { name: 'receipt.pdf' }) })).toBeVisible();
    const created = page.waitForResponse((r) => r.url().endsWith('/api/tickets') && r.request().method() === 'POST');
    await page.getByRole('button', { name: en('support:form.submit') }).click();
    const answer = await created;
    expect(answer.status()).toBe(200);
    const { id } = (await answer.json()) as { id: string };
    await expect(page.getByText(en('support:form.sent'))).toBeVisible();

    await page.getByRole('link', { name: new RegExp(`^${en('common:nav.inbox')}`) }).click();
    await expect(page.getByRole('heading', { level: 1, name: en('inbox:title') })).toBeVisible();
    await page.getByRole('searchbox', { name: en('inbox:search.label') }).fill(subject.slice(0, 22));
    const row = page.getByRole('button', { name: new RegExp(subject) });
    await expect(row).toBeVisible();
    await expect(row).toContainText(en('inbox:types.INCIDENT'));
    await row.click();

    const detail = page.getByRole('region', { name: subject });
    await expect(detail.getByRole('heading', { level: 2, name: subject })).toBeVisible();
    await expect(detail.getByText('Every card payment since yesterday is declined.')).toBeVisible();
    await expect(detail.getByText(en('inbox:detail.you'))).toBeVisible();
    const downloading = page.waitForEvent('download');
    await detail.getByRole('button', { name: en('inbox:detail.download', { name: 'screen.png' }) }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('screen.png');
    expect(fs.readFileSync(await download.path()).equals(PNG)).toBe(true);
    await expect(detail.getByRole('button', { name: en('inbox:detail.reply') })).toHaveCount(0);
    await shoot(page, 'inbox-detail-en');

    const reply = 'We have unblocked card payments for your clients.';
    expect(admin('ticket', 'reply', '--id', id, '--message', `<p>${reply}</p>`)).toMatchObject({ replied: id });
    await expect(detail.getByText(reply)).toBeVisible();
    await expect(detail.getByText(en('inbox:detail.support'), { exact: true })).toBeVisible();

    await detail.getByRole('button', { name: en('inbox:detail.reply') }).click();
    await detail.getByRole('textbox', { name: en('inbox:reply.label') }).fill('Thank you, it works again.');
    await detail.getByRole('button', { name: en('inbox:reply.send') }).click();
    await expect(detail.getByText('Thank you, it works again.')).toBeVisible();
    expect(await axe(page)).toEqual([]);

    await detail.getByRole('button', { name: en('inbox:detail.back') }).click();
    await expect(detail).toHaveCount(0);
  });

  test('a new message from support appears in the list and the navbar badge without reloading; sign-out closes the channels', async ({
    page,
  }) => {
    await trackChannels(page);
    await signInByApi(page, USERS.demo);
    await page.goto('/inbox');
    await expect(page.getByRole('heading', { level: 1, name: en('inbox:title') })).toBeVisible();
    await expect(page.getByRole('navigation', { name: en('inbox:list.label') })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const badge = page.getByTestId('unread-badge');
    const unread = async () => ((await badge.count()) ? Number(await badge.textContent()) : 0);
    const before = await unread();
    const title = `Payment request ${Date.now()}`;
    admin(
      'notify',
      '--email',
      USERS.demo.email,
      '--title',
      title,
      '--body',
      '<p>Please settle the invoice.</p>',
      '--type',
      'TRANSFER_REQUEST',
    );
    const row = page.getByRole('button', { name: new RegExp(title) });
    await expect(row).toBeVisible();
    await expect(row).toContainText(en('inbox:types.TRANSFER_REQUEST'));
    await expect.poll(unread).toBe(before + 1);
    // The navbar's Inbox link has one name: the count is said once, not the badge and its hidden text both.
    const unreadKey = before + 1 === 1 ? 'inbox:live.inboxLink_one' : 'inbox:live.inboxLink_other';
    const inboxLink = page.getByRole('navigation', { name: en('common:nav.topLabel') }).getByRole('link', { name: /inbox/i });
    await expect(inboxLink).toHaveAccessibleName(en(unreadKey, { shown: String(before + 1) }));
    await row.click();
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect.poll(unread).toBe(before);

    expect(await markOpenChannels(page)).toBeGreaterThan(0);
    await signOut(page);
    // at once: the server's sweep also ends them (within 15 s), and socket.io then closes them as well
    await expect.poll(() => channelsLeftOpen(page), { timeout: 3_000 }).toBe(0);
  });
});

test.describe('screens in both languages', () => {
  test.describe.configure({ timeout: 90_000 });
  for (const language of ['en', 'it'] as const) {
    test(`support and inbox screens (${language}): screenshots, no WCAG 2 A/AA violations`, async ({ page }) => {
      const t = (key: string, values?: Record<string, string>) => text(language, key, values);
      await signIn(page, USERS.demo);
      if (language === 'it') await chooseLanguage(page, 'it');
      await openSupport(page);
      await expect(page.getByRole('heading', { level: 1, name: t('support:title') })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: t('support:faq.categories') })).toBeVisible();
      await shoot(page, `support-header-${language}`);
      expect(await axe(page)).toEqual([]);

      await page.getByRole('searchbox', { name: t('support:search.label') }).fill(language === 'it' ? 'webhook' : 'webhooks');
      await page
        .getByRole('button', { name: language === 'it' ? 'Quanto spesso vengono ritentati i webhook?' : 'How often are webhooks retried?' })
        .click();
      await shoot(page, `support-faq-list-${language}`);
      expect(await axe(page)).toEqual([]);

      await page.getByRole('searchbox', { name: t('support:search.label') }).fill('zzz-nothing');
      await expect(page.getByText(t('support:notFound.title'))).toBeVisible();
      await shoot(page, `support-not-found-${language}`);
      expect(await axe(page)).toEqual([]);

      await page.getByRole('button', { name: t('support:request.open') }).click();
      await page.getByRole('button', { name: t('support:form.submit') }).click();
      await expect(page.getByText(t('support:form.errors.subject'))).toBeVisible();
      await page.locator('input[type="file"]').setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: PNG });
      await shoot(page, `support-ticket-form-${language}`);
      expect(await axe(page)).toEqual([]);

      await page.goto('/inbox');
      await expect(page.getByRole('heading', { level: 1, name: t('inbox:title') })).toBeVisible();
      await expect(page.getByRole('navigation', { name: t('inbox:list.label') })).toBeVisible();
      await shoot(page, `inbox-list-${language}`);
      expect(await axe(page)).toEqual([]);

      await page.getByRole('button', { name: /Question about webhook retries/ }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Question about webhook retries' })).toBeVisible();
      await page
        .getByRole('button', { name: t('inbox:detail.reply') })
        .first()
        .click();
      await shoot(page, `inbox-message-${language}`);
      expect(await axe(page)).toEqual([]);

      await page.getByRole('searchbox', { name: t('inbox:search.label') }).fill('no such title at all');
      await expect(page.getByText(t('inbox:list.empty'))).toBeVisible();
      await shoot(page, `inbox-empty-${language}`);
      expect(await axe(page)).toEqual([]);
    });
  }
});

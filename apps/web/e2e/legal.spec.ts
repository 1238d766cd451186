import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { chooseLanguage, signIn, signInByApi } from './support/session';
import { text } from './support/texts';
import { USERS, type DemoUser } from './support/users';

/**
 * Legal pages: the version follows the status object's brand (visitors: default; Aurora: bank;
 * Laguna: partner), the language follows the switcher; every page has a table of contents whose
 * links reach their sections. Full-page screenshots of each page go to apps/web/e2e/screenshots/.
 */

const SHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));
const DOCS = ['terms', 'privacypolicy', 'amlpolicy'] as const;
const LANGS = ['en', 'it'] as const;
type Doc = (typeof DOCS)[number];

const VIEWERS: Array<{ name: string; user?: DemoUser; version: string; brand: string; base: string }> = [
  { name: 'visitor', version: 'default', brand: 'Open Banking Platform', base: '/legal/' },
  { name: 'aurora', user: USERS.demo, version: 'bank', brand: 'Aurora Bank', base: '/' },
  { name: 'laguna', user: USERS.other, version: 'partner', brand: 'Laguna Pay', base: '/' },
];
const TITLE_KEYS: Record<Doc, string> = {
  terms: 'legal:documents.terms.title',
  privacypolicy: 'legal:documents.privacypolicy.title',
  amlpolicy: 'legal:documents.amlpolicy.title',
};

async function openDocument(page: Page, path: string, version: string, doc: Doc) {
  await page.goto(path);
  const article = page.locator(`[data-legal-version="${version}"][data-legal-doc="${doc}"]`);
  await expect(article).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  return article;
}

for (const viewer of VIEWERS) {
  test.describe(`${viewer.name} reads the ${viewer.version} version`, () => {
    for (const lang of LANGS) {
      test(`every document in ${lang}, with a working table of contents`, async ({ page }) => {
        test.setTimeout(90_000);
        if (viewer.user) await signInByApi(page, viewer.user);
        await page.goto('/legal');
        if (lang === 'it') await chooseLanguage(page, 'it');
        for (const doc of DOCS) {
          await openDocument(page, `${viewer.base}${doc}`, viewer.version, doc);
          await expect(page.locator('html')).toHaveAttribute('lang', lang);
          // The tab names the document and the brand's portal.
          await expect(page).toHaveTitle(`${text(lang, TITLE_KEYS[doc])} – ${viewer.brand} API Portal`);
          // The brand, not a placeholder, is named; dates are dd/MM/yyyy.
          await expect(page.getByRole('main')).toContainText(viewer.brand);
          await expect(page.getByRole('main')).not.toContainText('{{');
          await expect(page.getByRole('main')).toContainText(/\d{2}\/\d{2}\/\d{4}/);

          const toc = page.getByRole('navigation', { name: text(lang, 'legal:toc.title') });
          const links = toc.getByRole('link');
          const sections = page.locator('article h2');
          const count = await sections.count();
          expect(count).toBeGreaterThanOrEqual(10);
          await expect(links).toHaveCount(count);

          // A section link moves the reader, and the keyboard focus, to that section.
          const third = links.nth(2);
          const title = (await third.textContent()) ?? '';
          await third.click();
          const heading = page.getByRole('heading', { level: 2, name: title, exact: true });
          await expect(heading).toBeFocused();
          await expect(heading).toBeInViewport();
          expect(new URL(page.url()).hash).toBe(`#${await heading.getAttribute('id')}`);

          // Tables keep a header row of column headers.
          const tables = page.locator('article table');
          for (let i = 0; i < (await tables.count()); i++) {
            await expect(tables.nth(i).locator('thead th[scope="col"]').first()).toBeVisible();
          }

          await page.evaluate(() => window.scrollTo(0, 0));
          await page.screenshot({ path: `${SHOTS}legal-${viewer.name}-${doc}-${lang}.png`, fullPage: true });
        }
      });
    }
  });
}

test('a link to a section opens the page at that section', async ({ page }) => {
  await page.goto('/legal/amlpolicy#section-10-record-keeping');
  const heading = page.getByRole('heading', { level: 2, name: '10. Record keeping' });
  await expect(heading).toBeInViewport();
});

test('/legal leads to the three documents', async ({ page }) => {
  await page.goto('/legal');
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'legal:index.title') })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}legal-index-en.png`, fullPage: true });
  const expected: Array<[Doc, string]> = [
    ['terms', 'legal:documents.terms.title'],
    ['privacypolicy', 'legal:documents.privacypolicy.title'],
    ['amlpolicy', 'legal:documents.amlpolicy.title'],
  ];
  for (const [doc, key] of expected) {
    await page.goto('/legal');
    await page
      .getByRole('main')
      .getByRole('link', { name: text('en', key) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/legal/${doc}$`));
    await expect(page.locator(`[data-legal-doc="${doc}"]`)).toBeVisible();
  }
});

test('the footer links open the public pages, and the signed-in pages need a session', async ({ page }) => {
  await page.goto('/auth');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: text('en', 'common:footer.aml') })
    .click();
  await expect(page).toHaveURL(/\/legal\/amlpolicy$/);
  await expect(page.locator('[data-legal-version="default"][data-legal-doc="amlpolicy"]')).toBeVisible();
  await page.goto('/terms');
  await expect(page).toHaveURL(/\/auth$/);
});

test('a signed-in partner sees its own version on the public paths too', async ({ page }) => {
  await signInByApi(page, USERS.other);
  await openDocument(page, '/legal/privacypolicy', 'partner', 'privacypolicy');
  await expect(page.getByRole('main')).toContainText('api@laguna-pay.test');
});

test('the tab icon is the brand logo', async ({ page }) => {
  const favicon = () => page.locator('link[rel="icon"]').getAttribute('href');
  await page.goto('/legal');
  await expect.poll(favicon).toContain(encodeURIComponent('#1c5d99'));
  await signIn(page, USERS.demo);
  await expect.poll(favicon).toContain(encodeURIComponent('#0b6e4f'));
});

import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { chooseLanguage, signIn, signInByApi } from './support/session';
import { DATA_DIR, createPartner } from './support/operator';
import { text } from './support/texts';
import { USERS } from './support/users';
import { WCAG_A_AA, axeSummary } from './support/axe';

/** Partner data screens: lists, filters, paging, details, export, PDFs, errors. */
const en = (key: string, values: Record<string, string> = {}) => text('en', `data:${key}`, values);

const LIST_SCREENS = {
  'clients-individual': {
    path: '/clients/individual',
    title: 'screens.clientsIndividual',
    columns: ['clientId', 'email', 'firstName', 'lastName', 'actions'],
    filters: ['email', 'clientId', 'firstName', 'lastName'],
  },
  'clients-business': {
    path: '/clients/business',
    title: 'screens.clientsBusiness',
    columns: ['clientId', 'email', 'companyName', 'companyRegNumber', 'actions'],
    filters: ['email', 'clientId', 'companyName', 'companyRegNumber'],
  },
  accounts: {
    path: '/accounts',
    title: 'screens.accounts',
    columns: ['accountNumber', 'integration', 'balance', 'balanceOnHold', 'balanceFrozen', 'status', 'actions'],
    filters: ['accountNumber', 'integration', 'clientId', 'status'],
  },
  cards: {
    path: '/cards',
    title: 'screens.cards',
    columns: [
      'cardId',
      'integration',
      'cardHolder',
      'cardNumber',
      'type',
      'balance',
      'balanceOnHold',
      'balanceFrozen',
      'status',
      'actions',
    ],
    filters: ['cardId', 'integration', 'clientId', 'status'],
  },
  transactions: {
    path: '/transactions',
    title: 'screens.transactions',
    columns: ['referenceNumber', 'type', 'amount', 'details', 'date', 'actions'],
    filters: ['transactionAccount', 'clientId', 'firstName', 'lastName'],
  },
  invoices: {
    path: '/invoices',
    title: 'screens.invoices',
    columns: ['invoiceNo', 'amount', 'payBefore', 'status', 'download'],
    filters: [] as string[],
  },
} as const;

const rows = (page: Page) => page.locator('main table tbody tr');
const header = (page: Page, key: string) => page.locator('main table thead th').filter({ hasText: en(`columns.${key}`) });
const sortableHeader = (page: Page, key: string) =>
  page.getByRole('columnheader', { name: en('table.sortBy', { column: en(`columns.${key}`) }) });
const statusSelect = (page: Page) => page.getByRole('combobox', { name: en('filters.status') });
/** Waits until no table is loading (the previous page stays on screen while the next one loads). */
async function settled(page: Page) {
  await expect(page.locator('main table').first()).toBeVisible();
  await expect(page.locator('main table[aria-busy="true"]')).toHaveCount(0);
}

async function openList(page: Page, screen: keyof typeof LIST_SCREENS, query = '') {
  await page.goto(`${LIST_SCREENS[screen].path}${query}`);
  await expect(page.getByRole('heading', { level: 1, name: en(LIST_SCREENS[screen].title) })).toBeVisible();
  await expect(page.locator('main table tbody tr').first().locator('td').first()).not.toHaveText('');
  await settled(page);
}

/** A session token for API look-ups that pick test data. */
async function apiToken(request: APIRequestContext) {
  const r = await request.post('/api-portal/auth/login', { data: USERS.demo });
  return ((await r.json()) as { token: string }).token;
}
async function apiList<T>(request: APIRequestContext, token: string, url: string) {
  const r = await request.get(url, { headers: { authorization: `Bearer ${token}` } });
  expect(r.status()).toBe(200);
  return (await r.json()) as { list: T[]; count: number };
}

/** The server's data folder, for the operator CLI (it reaches the running server through its socket). */

test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }) => {
  await signInByApi(page, USERS.demo);
});

for (const [name, screen] of Object.entries(LIST_SCREENS)) {
  test(`${name}: the spec's columns, filters, footer and a page of rows`, async ({ page }) => {
    await openList(page, name as keyof typeof LIST_SCREENS);
    for (const c of screen.columns) await expect(header(page, c).first(), c).toBeVisible();
    for (const f of screen.filters) {
      const field = f === 'status' ? statusSelect(page) : page.getByRole('textbox', { name: en(`filters.${f}`), exact: true });
      await expect(field, f).toBeVisible();
    }
    await expect(page.getByText(/^Total pages: \d+$/)).toBeVisible();
    const selector = page.getByLabel(en('table.pageSize'));
    if (name === 'invoices') {
      await expect(selector).toHaveCount(0);
      await expect(page.getByRole('search')).toHaveCount(0);
      await expect(rows(page)).toHaveCount(10);
    } else {
      await expect(selector).toHaveValue('25');
      const n = await rows(page).count();
      expect(n).toBeGreaterThan(0);
      expect(n).toBeLessThanOrEqual(25);
    }
    await expect(page.getByRole('button', { name: en('actions.export') })).toBeVisible();
  });
}

test('cards show masked numbers, Virtual or Physical, and amounts with currency and 2 decimals', async ({ page }) => {
  await openList(page, 'cards');
  const first = rows(page).first();
  await expect(first.locator('td').nth(3)).toHaveText(/^\d{4} \*{4} \*{4} \d{4}$/);
  await expect(first.locator('td').nth(4)).toHaveText(/^(Virtual|Physical)$/);
  await expect(first.locator('td').nth(5)).toHaveText(/^-?\d{1,3}(,\d{3})*\.\d{2} [A-Z]{3}$/);
  await openList(page, 'transactions');
  await expect(rows(page).first().locator('td').nth(4)).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
});

test('a status filter narrows the rows, lives in the URL and survives a reload', async ({ page }) => {
  await openList(page, 'accounts');
  const before = await page.getByText(/^Total pages: \d+$/).textContent();
  await statusSelect(page).click();
  await page.getByRole('option', { name: en('accountStatus.BLOCKED') }).click();
  await page.getByRole('button', { name: en('filters.apply') }).click();
  await expect(page).toHaveURL(/status=BLOCKED/);
  await settled(page);
  await expect(rows(page).first().locator('td').nth(5)).toHaveText(en('accountStatus.BLOCKED'));
  const statuses = await rows(page).locator('td:nth-child(6)').allTextContents();
  expect(new Set(statuses)).toEqual(new Set([en('accountStatus.BLOCKED')]));
  expect(await page.getByText(/^Total pages: \d+$/).textContent()).not.toBe(before);
  await page.reload();
  await settled(page);
  await expect(statusSelect(page)).toHaveValue(en('accountStatus.BLOCKED'));
  await expect(rows(page).first().locator('td').nth(5)).toHaveText(en('accountStatus.BLOCKED'));
});

test('a text filter narrows the clients and Clear brings them all back', async ({ page }) => {
  await openList(page, 'clients-individual');
  const lastName = (await rows(page).first().locator('td').nth(3).textContent())!.trim();
  await page.getByLabel(en('filters.lastName'), { exact: true }).fill(lastName.slice(1, 4).toUpperCase());
  await page.getByRole('button', { name: en('filters.apply') }).click();
  await expect(page).toHaveURL(new RegExp(`lastName=${lastName.slice(1, 4).toUpperCase()}`));
  await settled(page);
  // the URL changes a moment before the table asks for the new rows: retry until they are there
  await expect(async () => {
    const names = await rows(page).locator('td:nth-child(4)').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const n of names) expect(n.toLowerCase()).toContain(lastName.slice(1, 4).toLowerCase());
  }).toPass();
  await page.getByRole('button', { name: en('filters.reset') }).click();
  await expect(page).not.toHaveURL(/lastName=/);
  await settled(page);
  await expect(rows(page)).toHaveCount(25);
});

/** The pages the footer counts and the rows on screen. */
const shown = async (page: Page) => ({
  pages: Number((await page.getByText(/^Total pages: \d+$/).textContent())!.replace(/\D/g, '')),
  rows: await rows(page).count(),
});

/** Where a row links: the id in the href of its client, account or card action. */
const linkedId = async (row: ReturnType<typeof rows>, kind: 'client' | 'account' | 'card') =>
  decodeURIComponent((await row.locator(`a[data-action="${kind}"]`).getAttribute('href'))!.split('/').pop()!);

const FILTER_CASES: Array<{
  screen: keyof typeof LIST_SCREENS;
  field: string;
  pick: (page: Page) => Promise<string>;
  check: (page: Page, value: string) => Promise<void>;
}> = [
  {
    screen: 'clients-business',
    field: 'companyName',
    pick: async (page) => (await rows(page).first().locator('td').nth(2).textContent())!.trim().split(' ')[0]!.toLowerCase(),
    check: async (page, value) => {
      for (const name of await rows(page).locator('td:nth-child(3)').allTextContents()) expect(name.toLowerCase()).toContain(value);
    },
  },
  {
    screen: 'cards',
    field: 'clientId',
    pick: (page) => linkedId(rows(page).nth(3), 'client'),
    check: async (page, value) => {
      for (const row of await rows(page).all()) expect(await linkedId(row, 'client')).toBe(value);
    },
  },
  {
    screen: 'transactions',
    field: 'transactionAccount',
    pick: (page) => linkedId(rows(page).nth(2), 'account'),
    check: async (page, value) => {
      for (const row of await rows(page).all()) expect(await linkedId(row, 'account')).toBe(value);
    },
  },
];

for (const f of FILTER_CASES) {
  test(`${f.screen}: the ${f.field} filter narrows the rows`, async ({ page }) => {
    await openList(page, f.screen);
    const before = await shown(page);
    const value = await f.pick(page);
    await page.getByRole('textbox', { name: en(`filters.${f.field}`), exact: true }).fill(value);
    await page.getByRole('button', { name: en('filters.apply') }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]\\w+=${value}(&|$)`));
    await settled(page);
    await expect(async () => {
      const after = await shown(page);
      expect(after.rows).toBeGreaterThan(0);
      // fewer pages, or as many pages (one) with fewer rows
      expect(after.pages < before.pages || (after.pages === before.pages && after.rows < before.rows)).toBe(true);
      await f.check(page, value);
    }).toPass();
  });
}

test('the page-size selector and the pagination change the rows and the URL', async ({ page }) => {
  await openList(page, 'transactions');
  await page.getByLabel(en('table.pageSize')).selectOption('5');
  await expect(page).toHaveURL(/size=5/);
  await settled(page);
  await expect(rows(page)).toHaveCount(5);
  const firstPage = await rows(page).locator('td:first-child').allTextContents();
  await page.getByRole('button', { name: en('table.next') }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(rows(page).first().locator('td').first()).not.toHaveText(firstPage[0]!);
  await settled(page);
  await expect(page.getByRole('button', { name: en('table.page', { page: '2' }) })).toHaveAttribute('aria-current', 'page');
  await expect(rows(page)).toHaveCount(5);
  const secondPage = await rows(page).locator('td:first-child').allTextContents();
  expect(secondPage.some((r) => firstPage.includes(r))).toBe(false);
  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await settled(page);
  await expect(rows(page).first().locator('td').first()).toHaveText(firstPage[0]!);
});

test('a sortable header sorts the list both ways', async ({ page }) => {
  await openList(page, 'accounts');
  const sortBy = page.getByRole('button', { name: en('table.sortBy', { column: en('columns.balance') }) });
  await sortBy.click();
  await expect(page).toHaveURL(/orderBy=balance&sort=ASC/);
  await settled(page);
  await expect(sortableHeader(page, 'balance')).toHaveAttribute('aria-sort', 'ascending');
  const amounts = async () => (await rows(page).locator('td:nth-child(3)').allTextContents()).map((v) => Number(v.replace(/[^\d.-]/g, '')));
  await expect
    .poll(async () => {
      const a = await amounts();
      return a.every((v, i) => i === 0 || a[i - 1]! <= v);
    })
    .toBe(true);
  await sortBy.click();
  await expect(page).not.toHaveURL(/sort=ASC/);
  await expect(sortableHeader(page, 'balance')).toHaveAttribute('aria-sort', 'descending');
});

test('a row action opens the account detail; Go back returns with the filters and page intact', async ({ page }) => {
  await openList(page, 'accounts', '?status=ACTIVE&page=2&size=10');
  await expect(rows(page)).toHaveCount(10);
  const walletId = (await rows(page).first().locator('td').first().textContent())!.trim();
  await rows(page)
    .first()
    .getByRole('link', { name: en('actions.viewAccount', { id: walletId }) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/account/${walletId}$`));
  await expect(page.getByRole('heading', { level: 1, name: en('detail.account') })).toBeVisible();
  await expect(page.getByText(walletId, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: en('detail.transactions') })).toBeVisible();
  await page.getByRole('button', { name: en('actions.goBack') }).click();
  await expect(page).toHaveURL(/\/accounts\?status=ACTIVE&page=2&size=10$/);
  await settled(page);
  await expect(statusSelect(page)).toHaveValue(en('accountStatus.ACTIVE'));
  await expect(rows(page).first().locator('td').first()).toHaveText(walletId);
});

test('a client and a card row action open their details; Go back returns with the filters intact', async ({ page }) => {
  await openList(page, 'clients-business', '?companyName=s.r.l&orderBy=email&sort=ASC');
  const clientId = (await rows(page).nth(1).locator('td').first().textContent())!.trim();
  await rows(page)
    .nth(1)
    .getByRole('link', { name: en('actions.viewClient', { id: clientId }) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/client/${clientId}$`));
  await expect(page.getByRole('heading', { level: 1, name: en('detail.client') })).toBeVisible();
  await expect(page.getByText(en('clientTypes.EXTERNAL_BUSINESS'), { exact: true })).toBeVisible();
  await page.getByRole('button', { name: en('actions.goBack') }).click();
  await expect(page).toHaveURL(/\/clients\/business\?companyName=s\.r\.l&orderBy=email&sort=ASC$/);
  await settled(page);
  await expect(page.getByRole('textbox', { name: en('filters.companyName'), exact: true })).toHaveValue('s.r.l');
  await expect(sortableHeader(page, 'email')).toHaveAttribute('aria-sort', 'ascending');

  await openList(page, 'cards', '?status=ACTIVE&size=5&page=2');
  const walletId = (await rows(page).first().locator('td').first().textContent())!.trim();
  await rows(page)
    .first()
    .getByRole('link', { name: en('actions.viewCard', { id: walletId }) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/card/${walletId}$`));
  await expect(page.getByRole('heading', { level: 1, name: en('detail.card') })).toBeVisible();
  await page.getByRole('button', { name: en('actions.goBack') }).click();
  await expect(page).toHaveURL(/\/cards\?status=ACTIVE&size=5&page=2$/);
  await settled(page);
  await expect(statusSelect(page)).toHaveValue(en('cardStatus.ACTIVE'));
  await expect(rows(page)).toHaveCount(5);
  await expect(rows(page).first().locator('td').first()).toHaveText(walletId);
});

test("a detail's transactions page on their own, 5 at a time, and the page stays in the URL", async ({ page, request }) => {
  const token = await apiToken(request);
  const accounts = await apiList<{ walletId: string }>(request, token, '/api-portal/accounts/list/BANK?take=100');
  let walletId = '';
  for (const a of accounts.list) {
    if ((await apiList(request, token, `/api-portal/transactions?filter=walletId%3D${a.walletId}&take=1`)).count > 10) {
      walletId = a.walletId;
      break;
    }
  }
  expect(walletId).not.toBe('');
  await page.goto(`/account/${walletId}`);
  await expect(page.getByRole('heading', { level: 2, name: en('detail.transactions') })).toBeVisible();
  await settled(page);
  await expect(rows(page)).toHaveCount(5);
  await expect(page.getByLabel(en('table.pageSize'))).toHaveCount(0);
  const first = await rows(page).locator('td:first-child').allTextContents();
  // its rows link to their client only: the account itself is already open
  await expect(rows(page).first().locator('a[data-action="account"]')).toHaveCount(0);
  await expect(rows(page).first().locator('a[data-action="client"]')).toHaveCount(1);
  await page.getByRole('button', { name: en('table.next') }).click();
  await expect(page).toHaveURL(/[?&]tx\.page=2$/);
  // page 1's rows stay on screen until page 2's answer replaces them (the table is busy only once the call starts)
  await expect(rows(page).first().locator('td').first()).not.toHaveText(first[0]!);
  await settled(page);
  await expect(rows(page)).toHaveCount(5);
  const second = await rows(page).locator('td:first-child').allTextContents();
  expect(second.some((r) => first.includes(r))).toBe(false);
  await page.reload();
  await settled(page);
  await expect(page.getByRole('button', { name: en('table.page', { page: '2' }) })).toHaveAttribute('aria-current', 'page');
  await expect(rows(page).first().locator('td').first()).toHaveText(second[0]!);
});

test('the client detail shows the client, its accounts and cards 5 per page, or their empty texts', async ({ page, request }) => {
  const token = await apiToken(request);
  const clients = await apiList<{ clientId: string }>(request, token, '/api-portal/clients?filter=type%3DEXTERNAL_INDIVIDUAL&take=100');
  let withoutCards: string | undefined;
  let busiest: string | undefined;
  for (const c of clients.list) {
    const cards = await apiList(request, token, `/api-portal/cards?filter=clientId%3D${c.clientId}&take=1`);
    if (cards.count === 0) withoutCards ??= c.clientId;
    if (!busiest && (await apiList(request, token, `/api-portal/accounts/list/BANK?filter=clientId%3D${c.clientId}&take=1`)).count > 0)
      busiest = c.clientId;
    if (withoutCards && busiest) break;
  }
  await openList(page, 'clients-individual');
  const id = (await rows(page).first().locator('td').first().textContent())!.trim();
  await rows(page)
    .first()
    .getByRole('link', { name: en('actions.viewClient', { id }) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: en('detail.client') })).toBeVisible();
  await expect(page.getByText(id, { exact: true })).toBeVisible();
  await expect(page.getByText(en('clientTypes.EXTERNAL_INDIVIDUAL'), { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: en('detail.clientAccounts') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: en('detail.clientCards') })).toBeVisible();
  expect(await page.locator('main table').count()).toBe(2);
  for (const table of await page.locator('main table').all()) expect(await table.locator('tbody tr').count()).toBeLessThanOrEqual(5);
  await expect(page.getByLabel(en('table.pageSize'))).toHaveCount(0);
  await page.getByRole('button', { name: en('actions.goBack') }).click();
  await expect(page).toHaveURL(/\/clients\/individual$/);

  await page.goto(`/client/${withoutCards}`);
  await expect(page.getByText(en('empty.clientCards'))).toBeVisible();
});

test('the card detail mirrors the account detail and links to the client', async ({ page }) => {
  await openList(page, 'cards');
  const walletId = (await rows(page).first().locator('td').first().textContent())!.trim();
  await rows(page)
    .first()
    .getByRole('link', { name: en('actions.viewCard', { id: walletId }) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: en('detail.card') })).toBeVisible();
  await expect(page.getByText(/^\d{4} \*{4} \*{4} \d{4}$/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: en('detail.transactions') })).toBeVisible();
  await page.locator('main dl a').first().click();
  await expect(page.getByRole('heading', { level: 1, name: en('detail.client') })).toBeVisible();
});

test("another partner's id shows not found, never its data", async ({ page, request }) => {
  const r = await request.post('/api-portal/auth/login', { data: USERS.other });
  const token = ((await r.json()) as { token: string }).token;
  const theirs = await apiList<{ walletId: string; clientId: string }>(request, token, '/api-portal/accounts/list/BANK?take=1');
  await page.goto(`/account/${theirs.list[0]!.walletId}`);
  await expect(page.getByText(en('detail.notFound'))).toBeVisible();
  await page.goto(`/client/${theirs.list[0]!.clientId}`);
  await expect(page.getByText(en('detail.notFound'))).toBeVisible();
});

test('a partner without data sees the empty-table text of each list', async ({ page }) => {
  test.skip(!DATA_DIR, 'set E2E_DATA_DIR to the data folder of the server under test (the operator CLI goes through its socket)');
  const user = createPartner({ dataDir: DATA_DIR!, prefix: 'data-e2e', password: 'Empty@Partner1', company: 'Empty Lists E2E' });
  await page.context().clearCookies();
  await page.evaluate(() => sessionStorage.clear());
  await signIn(page, user);
  const empty = {
    'clients-individual': 'clients',
    'clients-business': 'clients',
    accounts: 'accounts',
    cards: 'cards',
    transactions: 'transactions',
    invoices: 'invoices',
  } as const;
  for (const [screen, key] of Object.entries(empty)) {
    await page.goto(LIST_SCREENS[screen as keyof typeof LIST_SCREENS].path);
    await expect(page.locator('main table tbody tr')).toHaveCount(1);
    await expect(page.locator('main table tbody td')).toHaveText(en(`empty.${key}`));
    await expect(page.getByText(/^Total pages: 1$/)).toBeVisible();
  }
});

test('invoices: the PDF icon downloads the invoice and Export downloads the CSV', async ({ page }) => {
  await openList(page, 'invoices');
  const number = (await rows(page).first().locator('td').first().textContent())!.trim();
  const pdf = page.waitForEvent('download');
  await page.getByRole('button', { name: en('actions.download', { number }) }).click();
  expect((await pdf).suggestedFilename()).toBe(`${number}.pdf`);
  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: en('actions.export') }).click();
  const file = await csv;
  expect(file.suggestedFilename()).toBe('invoices.csv');
});

/**
 * Reloads the page with the session check held until each of `paths` (by pathname) was asked for, or 15 s at most (a
 * screen that waits for the check asks for nothing meanwhile, so it is answered late then), and answers the calls made
 * to each path with when they were asked and when the check answered. Held for a set time instead, the check could be
 * answered before a busy machine had even started the page's entry.
 */
async function callsOfReload(page: Page, paths: string[]) {
  let checked = 0;
  const asked = new Map<string, Array<{ at: number; url: URL }>>(paths.map((p) => [p, []]));
  await page.route('**/api-portal/auth/logged-in', async (route) => {
    const until = Date.now() + 15_000;
    while (Date.now() < until && [...asked.values()].some((calls) => calls.length === 0)) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await route.continue();
    checked = Date.now();
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    asked.get(url.pathname)?.push({ at: Date.now(), url });
  });
  await page.reload();
  await settled(page);
  await expect(page.locator('main table tbody tr').first().locator('td').first()).not.toHaveText('');
  await page.unroute('**/api-portal/auth/logged-in');
  expect(checked).toBeGreaterThan(0);
  return { checked, asked };
}

// The calls of a data screen's address start at once (its route's loader), not after the session check and the
// renders; each is asked once: the screen finds the loader's answer under its own query (same page, sort, size).
test("a list's page does not wait for the session check, and is asked for once", async ({ page }) => {
  await openList(page, 'transactions', '?page=2&orderBy=amountOrigCcy&sort=ASC');
  const { checked, asked } = await callsOfReload(page, ['/api-portal/transactions']);
  const calls = asked.get('/api-portal/transactions')!;
  expect(calls).toHaveLength(1);
  expect(calls[0]!.at).toBeLessThan(checked);
  expect(Object.fromEntries(calls[0]!.url.searchParams)).toMatchObject({ skip: '1', orderBy: 'amountOrigCcy', sort: 'ASC' });
});

test("a client's and an account's details and their tables do not wait for the session check", async ({ page, request }) => {
  const token = await apiToken(request);
  const accounts = await apiList<{ walletId: string; clientId: string }>(request, token, '/api-portal/accounts/list/BANK?take=1');
  const { walletId, clientId } = accounts.list[0]!;
  await page.goto(`/client/${clientId}`);
  await settled(page);
  const client = await callsOfReload(page, [`/api-portal/clients/${clientId}`, '/api-portal/accounts/list/BANK', '/api-portal/cards']);
  for (const [path, calls] of client.asked) {
    expect(calls, path).toHaveLength(1);
    expect(calls[0]!.at, path).toBeLessThan(client.checked);
  }
  await page.goto(`/account/${walletId}?tx.page=2`);
  await settled(page);
  const account = await callsOfReload(page, [`/api-portal/accounts/${walletId}`, '/api-portal/transactions']);
  for (const [path, calls] of account.asked) {
    expect(calls, path).toHaveLength(1);
    expect(calls[0]!.at, path).toBeLessThan(account.checked);
  }
  expect(account.asked.get('/api-portal/transactions')![0]!.url.searchParams.get('skip')).toBe('1');
});

test('a failed list call opens the error dialog', async ({ page }) => {
  await page.route('**/api-portal/cards?**', (route) =>
    route.fulfill({
      status: 417,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'invalid_param', error_param: 'take', param_value: '0' }),
    }),
  );
  await page.goto('/cards');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(text('en', 'errors:title'));
  await expect(page.getByText(en('table.failed'))).toBeVisible();
});

test('the screens in Italian', async ({ page }) => {
  await openList(page, 'accounts');
  await chooseLanguage(page, 'it');
  await expect(page.getByRole('heading', { level: 1, name: text('it', 'data:screens.accounts') })).toBeVisible();
  await expect(page.getByText(/^Pagine totali: \d+$/)).toBeVisible();
  await expect(rows(page).first().locator('td').nth(2)).toHaveText(/^-?\d{1,3}(\.\d{3})*,\d{2} [A-Z]{3}$/);
  await chooseLanguage(page, 'en');
});

/** Screenshots (en, it) and an axe scan of every screen this issue builds. */
const SHOTS: Array<[string, (page: Page) => Promise<void>]> = [
  ...Object.keys(LIST_SCREENS).map((name): [string, (page: Page) => Promise<void>] => [
    name,
    (page) => openList(page, name as keyof typeof LIST_SCREENS),
  ]),
  [
    'client-detail',
    async (page) => {
      await openList(page, 'clients-individual');
      await rows(page).first().getByRole('link').first().click();
      await expect(page.locator('main table tbody tr').last()).toBeVisible();
    },
  ],
  [
    'account-detail',
    async (page) => {
      await openList(page, 'accounts');
      await rows(page).first().getByRole('link').first().click();
      await expect(page.getByRole('heading', { level: 2, name: en('detail.transactions') })).toBeVisible();
    },
  ],
  [
    'card-detail',
    async (page) => {
      await openList(page, 'cards');
      await rows(page).first().getByRole('link').first().click();
      await expect(page.getByRole('heading', { level: 2, name: en('detail.transactions') })).toBeVisible();
    },
  ],
];

for (const [name, open] of SHOTS) {
  for (const language of ['en', 'it'] as const) {
    test(`screenshot and axe: ${name} (${language})`, async ({ page }, testInfo) => {
      await open(page);
      if (language === 'it') await chooseLanguage(page, 'it');
      await settled(page);
      await page.mouse.move(0, 0);
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(testInfo.project.testDir, 'screenshots', `data-${name}-${language}.png`), fullPage: true });
      expect(await axeSummary(page, WCAG_A_AA)).toEqual([]);
      if (language === 'it') await chooseLanguage(page, 'en');
    });
  }
}

import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { axeSummary, WCAG_21_A_AA } from './support/axe';
import { signIn } from './support/session';
import { text } from './support/texts';
import { USERS } from './support/users';

const CHARTS = ['individualClients', 'businessClients', 'bankAccounts', 'cards', 'transactions'];

test('the demo partner sees five monthly charts and a year selector', async ({ page }) => {
  await signIn(page, USERS.demo);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'dashboard:title') })).toBeVisible();
  const year = page.getByRole('combobox', { name: text('en', 'dashboard:year') });
  await expect(year).toHaveValue(String(new Date().getFullYear()));
  for (const chart of CHARTS) {
    const title = text('en', `dashboard:charts.${chart}`);
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    const name = text('en', 'dashboard:chartLabel', { chart: title, year: String(new Date().getFullYear()) });
    await expect(page.getByRole('img', { name })).toBeVisible();
  }
  // the demo partner has data this year: bars are drawn, each telling its count on hover
  await expect(page.locator('[role="img"] svg rect').first()).toBeVisible();
  await expect(page.locator('[role="img"] svg rect title').first()).toHaveText(/^\S+ · .+: \d+$/);
  await expect(page.locator('[role="img"] svg')).toHaveCount(CHARTS.length);
});

test('the year selector offers the years of the answers', async ({ page }) => {
  await signIn(page, USERS.demo);
  const select = page.getByRole('combobox', { name: text('en', 'dashboard:year') });
  const options = select.getByRole('option');
  await expect(options.first()).toHaveText(/^\d{4}$/);
  const years = await options.allTextContents();
  expect(years.length).toBeGreaterThan(0);
  years.forEach((year) => expect(year).toMatch(/^\d{4}$/));
  const last = years[years.length - 1];
  await select.selectOption(last);
  await expect(select).toHaveValue(last);
  await expect(page.getByRole('img', { name: new RegExp(`${last}$`) })).toHaveCount(CHARTS.length);
});

test("the dashboard's first load on a phone does not shift what is shown (CLS under 0.1)", async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 }); // Lighthouse's mobile screen
  await signIn(page, USERS.demo);
  // every layout shift of the next load, as Lighthouse counts them (not those right after input)
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.reload();
  await expect(page.locator('[role="img"] svg')).toHaveCount(CHARTS.length);
  const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.1);
});

// A stylesheet added after the first screen makes the browser restyle and lay out the whole page again (about 40 ms
// on this load, the notices' own before they moved into the first one: styles/mantine-first.css). The page's idle-time
// loads (the notices' host, the account menu) add none.
test("the dashboard's first load asks for one stylesheet, its idle-time loads none", async ({ page }) => {
  await signIn(page, USERS.demo);
  await expect(page.locator('[role="img"] svg')).toHaveCount(CHARTS.length);
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
  });
  const noticesHost = page.waitForResponse(/\/assets\/notices-[\w-]+\.js$/);
  const accountMenu = page.waitForResponse(/\/assets\/account-menu-[\w-]+\.js$/);
  await page.reload();
  await Promise.all([noticesHost, accountMenu]);
  await expect(page.locator('[role="img"] svg')).toHaveCount(CHARTS.length);
  await page.waitForLoadState('networkidle');
  expect(stylesheets).toEqual([expect.stringMatching(/^\/assets\/index-[\w-]+\.css$/)]);
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1);
});

/** The catalogues' namespaces: each builds to a file of its name. */
const NAMESPACES = readdirSync(fileURLToPath(new URL('../src/locales/en/', import.meta.url))).map((f) => f.replace(/\.json$/, ''));

// What a signed-in page loads once it is up (vite.config.ts, IDLE_GROUPS): the account menu, the notices' host and the
// socket client one file each, with what they import; the later screens' catalogues one file each, loaded one by one.
test("the dashboard's idle-time loads are a file each: the account menu, the notices, the socket client", async ({ page }) => {
  await signIn(page, USERS.demo);
  await expect(page.locator('[role="img"] svg')).toHaveCount(CHARTS.length);
  // the signed-in page goes first, and with it the idle-time loads it had yet to ask for: counted after a reload, one
  // of them could come from the page before it (seen: the socket client twice)
  await page.goto('about:blank');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.replace(/^\/assets\//, ''));
  });
  await page.goto('/dashboard');
  await expect(page.locator('[role="img"] svg')).toHaveCount(CHARTS.length);
  await page.waitForLoadState('networkidle');
  const chunk = (name: string) => scripts.filter((file) => new RegExp(`^${name}-[\\w-]+\\.js$`).test(file));
  for (const name of ['account-menu', 'notices', 'live']) expect(chunk(name), name).toHaveLength(1);
  // each later catalogue once; the code: the entry, the early script, the dashboard's two, the environment switch and
  // the three above
  const isCatalogue = (file: string) => NAMESPACES.some((ns) => new RegExp(`^${ns}-[\\w-]{8}\\.js$`).test(file));
  const catalogues = scripts.filter(isCatalogue);
  expect(new Set(catalogues).size, catalogues.join(' ')).toBe(catalogues.length);
  const code = scripts.filter((file) => !isCatalogue(file));
  expect(code.length, code.join(' ')).toBeLessThanOrEqual(8);
});

/** The charts' code: in the dashboard's own chunk (vite.config.ts, DASHBOARD_GROUP), or a chunk of its own. */
const CHARTS_CODE = /\/assets\/(dashboard|monthly-bar-chart)-[\w-]+\.js$/;

// the five statistics calls, the charts' code and the signed-in user start at once, not after the check and the first render
test("the dashboard's calls do not wait for the session check", async ({ page }) => {
  await signIn(page, USERS.demo);
  await expect(page.locator('[role="img"] svg')).toHaveCount(CHARTS.length);
  // on the next load the session check answers 1.5 s late; the statistics must not wait for it
  let checked = 0;
  const asked: number[] = [];
  await page.route('**/api-portal/auth/logged-in', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
    checked = Date.now();
  });
  let me = 0;
  let chart = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api-portal/statistics/')) asked.push(Date.now());
    if (request.url().endsWith('/api-portal/user/me')) me ||= Date.now();
    if (CHARTS_CODE.test(request.url())) chart ||= Date.now();
  });
  await page.reload();
  await expect(page.locator('[role="img"] svg')).toHaveCount(CHARTS.length);
  expect(checked).toBeGreaterThan(0);
  expect(asked).toHaveLength(CHARTS.length);
  for (const at of asked) expect(at).toBeLessThan(checked);
  // nor does the signed-in user (its role and standing), which the guard wants next
  expect(me).toBeGreaterThan(0);
  expect(me).toBeLessThan(checked);
  // nor the charts' code
  expect(chart).toBeGreaterThan(0);
  expect(chart).toBeLessThan(checked);
});

// the status, the session's refresh and check, the signed-in user and the dashboard's five statistics start from the
// early script (src/early-calls.ts), not after the app's entry is downloaded, and each is asked once: the app takes
// their answers; the dashboard's route module and the charts' are asked for beside the entry too (preloadRouteModules),
// not once the router has started
test("the first calls and the dashboard's module overlap the app's download; the calls are made once", async ({ page }) => {
  await signIn(page, USERS.demo);
  await expect(page.locator('[role="img"] svg')).toHaveCount(CHARTS.length);
  // on the next load the app's entry arrives 1.5 s late
  let released = 0;
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    released = Date.now();
    await route.continue();
  });
  const calls = [
    '/api-portal/auth/status',
    '/api-portal/auth/refreshToken',
    '/api-portal/auth/logged-in',
    '/api-portal/user/me',
    ...['clients/EXTERNAL_INDIVIDUAL', 'clients/EXTERNAL_BUSINESS', 'accounts', 'cards', 'transactions'].map(
      (s) => `/api-portal/statistics/${s}`,
    ),
  ];
  const asked = new Map<string, number[]>(calls.map((c) => [c, []]));
  const routeModule: number[] = [];
  const chartModule: number[] = [];
  page.on('request', (request) => {
    asked.get(new URL(request.url()).pathname)?.push(Date.now());
    if (/\/assets\/dashboard-[\w-]+\.js$/.test(request.url())) routeModule.push(Date.now());
    if (CHARTS_CODE.test(request.url())) chartModule.push(Date.now());
  });
  await page.reload();
  await expect(page.locator('[role="img"] svg')).toHaveCount(CHARTS.length);
  expect(released).toBeGreaterThan(0);
  for (const call of calls) {
    expect(asked.get(call), call).toHaveLength(1);
    expect(asked.get(call)![0], call).toBeLessThan(released);
  }
  expect(routeModule.length).toBeGreaterThan(0);
  expect(routeModule[0]).toBeLessThan(released);
  expect(chartModule.length).toBeGreaterThan(0);
  expect(chartModule[0]).toBeLessThan(released);
  await expect(page.locator('link[rel="modulepreload"][href*="/assets/dashboard-"]')).toHaveCount(1);
});

// the account menu's code loads once the page is up (app/layouts/account-menu-slot.tsx): the page does not wait for it,
// and its button is there from the first paint
test("the dashboard does not wait for the account menu's code; its button, pressed before it came, opens as it arrives", async ({
  page,
}) => {
  await signIn(page, USERS.demo);
  await expect(page.locator('[role="img"] svg')).toHaveCount(CHARTS.length);
  // on the next load the menu's code is held until the test lets it go
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(/\/assets\/account-menu-[\w-]+\.js$/, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  await page.reload();
  await expect(page.locator('[role="img"] svg')).toHaveCount(CHARTS.length);
  const button = page.getByRole('button', { name: text('en', 'common:nav.accountMenu', { email: USERS.demo.email }) });
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => asked).toBe(true);
  const signOut = page.getByRole('menuitem', { name: text('en', 'common:nav.signOut') });
  await expect(signOut).toHaveCount(0);
  release();
  await expect(signOut).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  // open, the menu holds menu items only (Mantine's focus placeholder, role presentation, was refused by axe), and the
  // first of them has the focus
  expect(await axeSummary(page, WCAG_21_A_AA)).toEqual([]);
  await expect(page.getByRole('menuitem').first()).toBeFocused();
  // closed, the focus is back on the button
  await page.keyboard.press('Escape');
  await expect(signOut).toHaveCount(0);
  await expect(button).toBeFocused();
});

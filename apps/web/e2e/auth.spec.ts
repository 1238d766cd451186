import { expect, test } from '@playwright/test';
import { signIn, signOut, sessionToken } from './support/session';
import { text } from './support/texts';
import { USERS } from './support/users';

test('a signed-out visitor of /dashboard is sent to the login screen', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: text('en', 'auth:login.title') })).toBeVisible();
  await expect(page.getByRole('link', { name: text('en', 'auth:login.forgotPassword') })).toHaveAttribute('href', '/auth/forgot-password');
  await expect(page.getByRole('link', { name: text('en', 'auth:login.signup') })).toHaveAttribute('href', '/auth/signup');
});

test('/ leads to the dashboard, unknown /auth paths show the login form', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto('/auth/whatever');
  await expect(page.getByRole('heading', { name: text('en', 'auth:login.title') })).toBeVisible();
});

test('submit stays disabled until the form is valid, and a wrong password is explained', async ({ page }) => {
  await page.goto('/auth/login');
  const submit = page.getByRole('button', { name: text('en', 'auth:login.submit') });
  await expect(submit).toBeDisabled();
  await page.getByRole('textbox', { name: text('en', 'auth:login.email'), exact: true }).fill('not-an-email');
  await page.getByRole('textbox', { name: text('en', 'auth:login.password'), exact: true }).fill('whatever');
  await expect(submit).toBeDisabled();
  await expect(page.getByText(text('en', 'auth:validation.emailInvalid'))).toBeVisible();
  await page.getByRole('textbox', { name: text('en', 'auth:login.email'), exact: true }).fill(USERS.demo.email);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText(text('en', 'auth:login.invalidCredentials'));
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('a partner signs in, sees the shell and signs out', async ({ page }) => {
  await signIn(page, USERS.demo);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('navigation', { name: text('en', 'common:menu.label') })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: text('en', 'common:footer.support') })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('session') ?? 'null') as unknown);
  expect(stored).toMatchObject({ email: USERS.demo.email, token: expect.any(String) });
  await signOut(page);
  expect(await page.evaluate(() => sessionStorage.getItem('session'))).toBeNull();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
});

test('a signed-out visitor sees only the logo in the header and no Support link', async ({ page }) => {
  await page.goto('/auth');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link')).toHaveCount(1);
  await expect(header.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: text('en', 'common:footer.support') })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
});

/* The session lifecycle (customer-portal §4). */

const SESSION_CALLS = /\/api-portal\/auth\/(refreshToken|logged-in)$/;

test('on load the session is refreshed, then checked; again every 60 s; idle is noticed after 900 s', async ({ page }) => {
  await page.clock.install();
  const calls: string[] = [];
  page.on('request', (r) => {
    const p = new URL(r.url()).pathname;
    if (SESSION_CALLS.test(p)) calls.push(p.split('/').pop()!);
  });
  const idle: string[] = [];
  page.on('console', (m) => {
    if (m.text().includes('[session] user is idle')) idle.push(m.text());
  });
  await signIn(page, USERS.demo);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.reload();
  await expect(page.getByRole('navigation', { name: text('en', 'common:menu.label') })).toBeVisible();
  expect(calls).toEqual(['refreshToken', 'logged-in']);
  await page.clock.fastForward(50_000);
  await page.waitForTimeout(500);
  expect(calls).toHaveLength(2);
  await page.clock.fastForward(11_000);
  await expect.poll(() => calls).toEqual(['refreshToken', 'logged-in', 'refreshToken', 'logged-in']);
  expect(idle).toEqual([]);
  await page.clock.fastForward('15:00');
  await expect.poll(() => idle.length).toBe(1);
  await expect(page).toHaveURL(/\/dashboard$/); // idle is only noticed, the user stays signed in
});

test('the sign-in and the dashboard load without a Content-Security-Policy violation', async ({ page }) => {
  // zod probed for `new Function` as the app started; the policy refused it and the browser reported a violation
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`));
  });
  const violations = () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  await page.goto('/auth');
  await expect(page.getByRole('button', { name: text('en', 'auth:login.submit') })).toBeVisible();
  expect(await violations()).toEqual([]);
  await signIn(page, USERS.demo);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('[role="img"] svg').first()).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('any 401 sends the user to /auth and forgets the session', async ({ page }) => {
  await signIn(page, USERS.demo);
  const token = await sessionToken(page);
  // the session ends on the server (as when it expires or a password reset ends it)
  expect((await page.request.get('/api-portal/auth/logout', { headers: { Authorization: `Bearer ${token}` } })).ok()).toBe(true);
  // the next call answers 401: opening Invoices makes one, unless a call of the dashboard (unread
  // count, session check) met the 401 first and the app has left already
  const invoices = page
    .getByRole('navigation', { name: text('en', 'common:menu.label') })
    .getByRole('link', { name: text('en', 'common:menu.invoices') });
  await invoices.click({ timeout: 5_000 }).catch(() => undefined);
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: text('en', 'auth:login.title') })).toBeVisible();
  // the same notice as when a session reaches its cap (SESSION_MAX_HOURS): the server answers 401 then too
  await expect(page.getByRole('status').filter({ hasText: text('en', 'auth:login.sessionEnded') })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('session'))).toBeNull();
});

test('signing out forgets the partner status too: the visitor brand comes back', async ({ page }) => {
  await signIn(page, USERS.demo);
  const banner = page.getByRole('banner');
  await expect(banner).toContainText('Aurora Bank API Portal');
  await signOut(page);
  await expect(banner).toContainText('Open Banking Platform API Portal');
  // leaving on purpose is not "your session ended"
  await expect(page.getByText(text('en', 'auth:login.sessionEndedTitle'))).toHaveCount(0);
  await expect(banner).not.toContainText('Aurora');
});

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { chooseLanguage, eitherLanguage, signIn, signOut, sessionToken } from './support/session';
import { admin, DATA_DIR } from './support/operator';
import { text } from './support/texts';
import { USERS } from './support/users';
import { WCAG_21_A_AA, axeSummary } from './support/axe';
import { transitionsDone } from './support/transitions';

/*
 * Registration, e-mail confirmation and password recovery, in a real browser against the
 * running server. Mails are read from the server's embedded mailbox with `admin mail last`, and
 * invitation codes and the registration switches are set with the operator CLI, through the
 * running server's operator channel: this spec needs the server's data folder, E2E_DATA_DIR (or
 * DATA_DIR), the same value the server was started with.
 */

const SHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));
const PASSWORD = 'Strong@Pass1';
type Lang = 'en' | 'it';

test.skip(!DATA_DIR, 'set E2E_DATA_DIR to the data folder of the server under test (mails and operator commands go through its socket)');

/**
 * The path of the link in the last mail to `to`; waits for a mail other than `previous`
 * (resend and forgot-password mail after answering).
 */
async function mailedLink(to: string, previous?: string): Promise<string> {
  let link = '';
  await expect(async () => {
    let mail: Record<string, unknown> = {};
    try {
      mail = admin('mail', 'last', '--to', to);
    } catch {
      /* no mail yet */
    }
    link = typeof mail.link === 'string' ? new URL(mail.link).pathname : '';
    expect(link).toMatch(/^\/(confirm\/email|auth\/reset-password)\/[A-Za-z0-9_-]{43}$/);
    expect(link).not.toBe(previous);
  }).toPass({ timeout: 15_000 });
  return link;
}

async function shoot(page: Page, name: string, lang: Lang) {
  await transitionsDone(page); // a notice slides in: shot and contrast once it is in place
  await page.screenshot({ path: path.join(SHOTS, `${name}-${lang}.png`), fullPage: true });
  expect(await axeSummary(page, WCAG_21_A_AA)).toEqual([]);
}

/** A notice (Mantine notification) with this text: shown, and gone by itself after about 3 000 ms (partner-portal §8). */
async function expectNotice(page: Page, lang: Lang, key: string, values?: Record<string, string>, shot?: string) {
  const notice = page.locator('.mantine-Notification-root').filter({ hasText: text(lang, key, values) });
  await expect(notice).toBeVisible();
  const shown = Date.now();
  if (shot) await shoot(page, shot, lang);
  await expect(notice).toBeHidden({ timeout: 6_000 });
  expect(Date.now() - shown).toBeGreaterThan(1_500);
}

async function openIn(page: Page, lang: Lang, url: string) {
  await page.goto('/auth');
  await chooseLanguage(page, lang);
  await page.goto(url);
}

const field = (page: Page | Locator, key: string) => page.getByRole('textbox', { name: eitherLanguage(key) });
/** the password fields of the form shown (the other signup tab stays mounted, hidden) */
const passwords = (page: Page | Locator) => page.locator('input[type=password]:visible');

async function signInWith(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await field(page, 'auth:login.email').fill(email);
  await field(page, 'auth:login.password').fill(password);
  await page.getByRole('button', { name: eitherLanguage('auth:login.submit') }).click();
}

async function pickCountry(page: Page, key: string, name: RegExp) {
  await page.getByRole('combobox', { name: eitherLanguage(key) }).click();
  await page.getByRole('option', { name }).click();
}

/** A business registered through the API: unconfirmed until its mailed link is followed. */
async function registerBusinessByApi(page: Page, email: string) {
  const r = await page.request.post('/api-portal/auth/register', {
    data: {
      businessOwnerAccount: true,
      email,
      password: PASSWORD,
      companyName: 'E2E Resend Ltd',
      companyRegNumber: 'REG-7',
      companyAddress: 'Via Roma 7, Milano',
      companyCountry: 'ITA',
      mobileNumber: '+393471234567',
    },
  });
  expect(r.status()).toBe(200);
}

/** Fills the Company tab of /auth/signup with a valid business. */
async function fillBusiness(page: Page, email: string) {
  await field(page, 'registration:fields.companyName').fill('E2E Company Ltd');
  await field(page, 'registration:fields.companyRegNumber').fill('REG-42');
  await field(page, 'registration:fields.companyAddress').fill('Via Roma 1, Milano');
  await pickCountry(page, 'registration:fields.companyCountry', /^(Italy|Italia)$/);
  await expect(page.getByText(eitherLanguage('registration:country.available'))).toBeVisible();
  await field(page, 'registration:fields.phoneNumber').fill('+393471234567');
  await field(page, 'registration:fields.email').fill(email);
  await passwords(page).nth(0).fill(PASSWORD);
  await passwords(page).nth(1).fill(PASSWORD);
  await page.getByRole('checkbox').nth(0).check();
  await page.getByRole('checkbox').nth(1).check();
}

const unique = (prefix: string) => `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@e2e.test`;

test.describe('screens', () => {
  const SCREENS: [string, string, (page: Page, lang: Lang) => Promise<void>][] = [
    ['signup-company', '/auth/signup', async () => {}],
    [
      'signup-company-errors',
      '/auth/signup',
      async (page, lang) => {
        await field(page, 'registration:fields.companyName').fill('A');
        await pickCountry(page, 'registration:fields.companyCountry', /^Iran$/);
        await field(page, 'registration:fields.phoneNumber').fill('0123');
        await field(page, 'registration:fields.email').fill('not-an-email');
        await passwords(page).nth(0).fill('weakpass');
        await passwords(page).nth(1).fill('other');
        await page.getByRole('checkbox').nth(0).focus();
        await expect(page.getByText(text(lang, 'registration:country.unavailable')).first()).toBeVisible();
        await expect(page.getByText(text(lang, 'registration:validation.company_length'))).toBeVisible();
        await expect(page.getByText(text(lang, 'registration:validation.password_mismatch'))).toBeVisible();
        await expect(page.getByRole('button', { name: text(lang, 'registration:submit') })).toBeDisabled();
      },
    ],
    [
      'signup-developer',
      '/auth/signup/developer?code=DEMO-INVITE-0001&email=dev%40example.test',
      async (page) => {
        await expect(field(page, 'registration:fields.invitationCode')).toHaveValue('DEMO-INVITE-0001');
        await expect(field(page, 'registration:fields.email')).toHaveValue('dev@example.test');
      },
    ],
    [
      'signup-developer-errors',
      '/auth/signup/developer',
      async (page, lang) => {
        await field(page, 'registration:fields.firstName').fill('A');
        await field(page, 'registration:fields.countryCode').fill('+39');
        await field(page, 'registration:fields.phoneNumber').fill('1234');
        const birth = new Date();
        await field(page, 'registration:fields.birthDate').fill(`${birth.getFullYear() - 10}-01-01`);
        await field(page, 'registration:fields.invitationCode').focus();
        await field(page, 'registration:fields.firstName').focus();
        await expect(page.getByText(text(lang, 'registration:validation.birth_date_underage'))).toBeVisible();
        await expect(page.getByText(text(lang, 'registration:validation.phone_length'))).toBeVisible();
        await expect(page.getByText(text(lang, 'registration:validation.required'))).toBeVisible();
      },
    ],
    [
      'forgot-password',
      '/auth/forgot-password',
      async (page) => {
        await expect(page.locator('.mantine-TextInput-section svg')).toBeVisible(); // the envelope icon
      },
    ],
    ['reset-password', '/auth/reset-password/some-code', async () => {}],
    [
      'reset-password-errors',
      '/auth/reset-password/some-code',
      async (page, lang) => {
        await passwords(page).nth(0).fill('Short1');
        await passwords(page).nth(1).fill('Short');
        await passwords(page).nth(0).focus();
        await expect(page.getByText(text(lang, 'recovery:validation.password_length'))).toBeVisible();
        await expect(page.getByText(text(lang, 'recovery:validation.password_mismatch'))).toBeVisible();
        await passwords(page).nth(0).fill('longenough');
        await expect(page.getByText(text(lang, 'recovery:validation.password_complexity'))).toBeVisible();
      },
    ],
    [
      'confirm-email-invalid',
      '/confirm/email/not-a-code',
      async (page, lang) => {
        await expect(page.getByRole('alert')).toContainText(text(lang, 'recovery:confirm.errorTitle'));
        await expect(page.getByRole('alert')).toContainText(text(lang, 'recovery:confirm.invalidCode'));
      },
    ],
    ['confirm-not-found', '/confirm/device', async () => {}],
  ];
  for (const [name, url, check] of SCREENS) {
    for (const lang of ['en', 'it'] as const) {
      test(`${name} ${lang}`, async ({ page }) => {
        await openIn(page, lang, url);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await check(page, lang);
        await shoot(page, name, lang);
      });
    }
  }
});

test('the signup tabs follow the path, and keep the query', async ({ page }) => {
  await page.goto('/auth/signup?email=a%40b.test');
  await expect(page.getByRole('tab', { name: eitherLanguage('registration:tabs.company') })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: eitherLanguage('registration:tabs.developer') }).click();
  await expect(page).toHaveURL(/\/auth\/signup\/developer\?email=a%40b\.test$/);
  await expect(field(page, 'registration:fields.email')).toHaveValue('a@b.test');
  await page.goto('/auth/signup/developer');
  await expect(page.getByRole('tab', { name: eitherLanguage('registration:tabs.developer') })).toHaveAttribute('aria-selected', 'true');
});

test('opening the signup screen ends the current session first (partner-portal §4)', async ({ page }) => {
  await signIn(page, USERS.demo);
  const token = await sessionToken(page);
  await page.goto('/auth/signup');
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'registration:title') })).toBeVisible();
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('session'))).toBeNull();
  const check = await page.request.get('/api-portal/auth/logged-in', { headers: { Authorization: `Bearer ${token}` } });
  expect(await check.json()).toEqual({ loggedIn: false });
});

test('the confirmation area: login, device and contact are not found, anything else goes to /', async ({ page }) => {
  for (const p of ['/confirm/login', '/confirm/contact', '/confirm/device']) {
    await page.goto(p);
    await expect(page.getByRole('heading', { level: 1, name: text('en', 'recovery:notFound') })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${p}$`));
  }
  await page.goto('/confirm/anything');
  await expect(page).toHaveURL(/\/auth$/); // / → /dashboard → /auth for a visitor
  await page.goto('/reset-password/abc123');
  await expect(page).toHaveURL(/\/auth\/reset-password\/abc123$/);
});

test('register a business, confirm through the mailed link, sign in', async ({ page }) => {
  test.setTimeout(150_000); // operator commands, mails and 3 s notices
  const email = unique('biz');
  await page.goto('/auth/signup');
  await fillBusiness(page, email);
  await page.getByRole('button', { name: eitherLanguage('registration:submit') }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expectNotice(page, 'en', 'registration:done.message', undefined, 'notice-registered');
  // not confirmed yet: the sign-in explains it and offers the resend dialog
  await signInWith(page, email, PASSWORD);
  await expect(page.getByRole('dialog', { name: text('en', 'recovery:resend.title') })).toBeVisible();
  await page.goto(await mailedLink(email));
  await expect(page).toHaveURL(/\/auth$/);
  await expectNotice(page, 'en', 'recovery:confirm.done', undefined, 'notice-confirmed');
  await signInWith(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/kyb$/); // a new business verifies its company first
});

test('register a developer with an invitation code (Italian)', async ({ page }) => {
  test.setTimeout(150_000); // operator commands, mails and 3 s notices
  const email = unique('dev');
  const { code } = admin('invitation', 'create') as { code: string };
  await openIn(page, 'it', `/auth/signup/developer?code=${encodeURIComponent(code)}&email=${encodeURIComponent(email)}`);
  await expect(field(page, 'registration:fields.invitationCode')).toHaveValue(code);
  await expect(field(page, 'registration:fields.email')).toHaveValue(email);
  await field(page, 'registration:fields.firstName').fill('Ada');
  await field(page, 'registration:fields.lastName').fill('Lovelace');
  await passwords(page).nth(0).fill(PASSWORD);
  await passwords(page).nth(1).fill(PASSWORD);
  await field(page, 'registration:fields.countryCode').fill('39');
  await field(page, 'registration:fields.phoneNumber').fill('3471234567');
  await field(page, 'registration:fields.birthDate').fill('10/12/1990');
  await page.getByRole('checkbox').nth(0).check();
  await page.getByRole('checkbox').nth(1).check();
  const submit = page.getByRole('button', { name: text('it', 'registration:submit') });
  // a country without services: said so, and no submit
  await pickCountry(page, 'registration:fields.country', /^Stati Uniti$/);
  await expect(page.getByText(text('it', 'registration:country.unavailable'))).toBeVisible();
  await expect(submit).toBeDisabled();
  await pickCountry(page, 'registration:fields.country', /^Italia$/);
  await expect(page.getByText(text('it', 'registration:country.available'))).toBeVisible();
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page).toHaveURL(/\/auth$/);
  await expectNotice(page, 'it', 'registration:done.message', undefined, 'notice-registered');
  // the mail is in Italian, the portal's language
  expect(String(admin('mail', 'last', '--to', email).subject)).toContain('conferma il tuo indirizzo e-mail');
  await page.goto(await mailedLink(email));
  await expectNotice(page, 'it', 'recovery:confirm.done', undefined, 'notice-confirmed');
  await signInWith(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/kyb$/);
  // the code was spent: a second registration with it is refused with the exact message
  const again = await page.request.post('/api-portal/auth/register', {
    data: {
      businessOwnerAccount: false,
      email: unique('dev-again'),
      country: 'ITA',
      password: PASSWORD,
      firstName: 'Eve',
      lastName: 'Again',
      birthDate: '12-10-1990',
      mobileNumber: '+393471234567',
      invitationCode: code,
    },
  });
  expect(await again.json()).toEqual({
    error: 'invitation_code_invalid',
    error_param: 'CUSTOM_MESSAGE',
    param_value: 'Your provided invitation code is invalid',
  });
});

test('forgot → reset → sign in with the new password; the old one is refused', async ({ page }) => {
  test.setTimeout(150_000); // operator commands, mails and 3 s notices
  const email = unique('reset');
  admin('partner', 'create', '--email', email, '--password', 'Old@Pass1', '--company', 'E2E Reset Co');
  await page.goto('/auth/forgot-password');
  await field(page, 'recovery:fields.email').fill(email);
  await page.getByRole('button', { name: text('en', 'recovery:forgot.submit') }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expectNotice(page, 'en', 'recovery:forgot.sent', undefined, 'notice-reset-sent');
  const link = await mailedLink(email);
  expect(link).toMatch(/^\/auth\/reset-password\//);
  await page.goto(link);
  const submit = page.getByRole('button', { name: text('en', 'recovery:reset.submit') });
  await expect(submit).toBeDisabled();
  await passwords(page).nth(0).fill('New@Pass22');
  await passwords(page).nth(1).fill('New@Pass22');
  await submit.click();
  await expect(page).toHaveURL(/\/auth$/);
  await expectNotice(page, 'en', 'recovery:reset.done', undefined, 'notice-password-reset');
  await signInWith(page, email, 'New@Pass22');
  await expect(page).toHaveURL(/\/dashboard$/);
  await signOut(page);
  await signInWith(page, email, 'Old@Pass1');
  await expect(page.getByRole('alert')).toHaveText(text('en', 'auth:login.invalidCredentials'));
  // the link was spent
  await page.goto(link);
  await passwords(page).nth(0).fill('Third@Pass3');
  await passwords(page).nth(1).fill('Third@Pass3');
  await page.getByRole('button', { name: text('en', 'recovery:reset.submit') }).click();
  await expect(page.getByRole('dialog')).toContainText(text('en', 'errors:codes.code_invalid'));
});

for (const lang of ['en', 'it'] as const) {
  test(`the resend dialog after signing in with an unconfirmed e-mail (${lang})`, async ({ page }) => {
    test.setTimeout(150_000); // operator commands, mails and 3 s notices
    const email = unique(`resend-${lang}`);
    await registerBusinessByApi(page, email);
    const first = await mailedLink(email);
    await openIn(page, lang, '/auth');
    await signInWith(page, email, PASSWORD);
    const dialog = page.getByRole('dialog', { name: text(lang, 'recovery:resend.title') });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox')).toHaveValue(email);
    await expect(page.getByRole('alert').filter({ hasText: text(lang, 'auth:login.emailNotConfirmedTitle') })).toBeVisible();
    await shoot(page, 'resend-dialog', lang);
    await dialog.getByRole('button', { name: text(lang, 'recovery:resend.submit') }).click();
    await expect(dialog).toBeHidden();
    await expectNotice(page, lang, 'recovery:resend.sent');
    // a new link; the first one is dead, the new one confirms
    const second = await mailedLink(email, first);
    await page.goto(first);
    await expect(page.getByRole('alert')).toContainText(text(lang, 'recovery:confirm.invalidCode'));
    await page.goto(second);
    await expectNotice(page, lang, 'recovery:confirm.done');
    await signInWith(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/kyb$/);
  });
}

test('closed registration: /auth/signup goes back to /auth, the Register links explain why', async ({ page }) => {
  test.setTimeout(150_000); // operator commands, mails and 3 s notices
  const before = (await (await page.request.get('/api-portal/auth/status')).json()) as {
    registrationEnabled: boolean;
    registrationDisabledReason: string | null;
    regionRestricted: boolean;
  };
  const reason = 'Maintenance until Monday';
  try {
    // a form opened before the switch: the server refuses it with the reason
    await page.goto('/auth/signup');
    await fillBusiness(page, unique('late'));
    admin('registration', 'set', '--enabled', 'false', '--reason', reason);
    await page.getByRole('button', { name: eitherLanguage('registration:submit') }).click();
    const refused = page.getByRole('dialog');
    await expect(refused).toContainText(text('en', 'registration:blocked.disabled', { reason }));
    await refused.getByRole('button').first().click();
    for (const lang of ['en', 'it'] as const) {
      await openIn(page, lang, '/auth/signup/developer');
      await expect(page).toHaveURL(/\/auth$/);
      await expectNotice(page, lang, 'registration:blocked.disabled', { reason }, 'notice-registration-disabled');
      // the link on the login screen is blocked, with the same notice
      await page.getByRole('link', { name: text(lang, 'auth:login.signup') }).click();
      await expect(page).toHaveURL(/\/auth$/);
      await expect(page.locator('.mantine-Notification-root').filter({ hasText: reason })).toBeVisible();
    }
    await page.goto('/auth/forgot-password');
    await page.getByRole('link', { name: eitherLanguage('recovery:register') }).click();
    await expect(page).toHaveURL(/\/auth\/forgot-password$/);
    admin('registration', 'set', '--enabled', 'true', '--region-restricted', 'true');
    await openIn(page, 'en', '/auth/signup');
    await expect(page).toHaveURL(/\/auth$/);
    await expectNotice(page, 'en', 'registration:blocked.region');
    // the server refuses too
    const r = await page.request.post('/api-portal/auth/register', {
      data: {
        businessOwnerAccount: true,
        email: unique('closed'),
        password: PASSWORD,
        companyName: 'Closed Ltd',
        companyRegNumber: 'REG-0',
        companyAddress: 'Via Roma 0',
        companyCountry: 'ITA',
        mobileNumber: '+393471234567',
      },
    });
    expect(r.status()).toBe(417);
    expect(((await r.json()) as { error: string }).error).toBe('region_restricted');
  } finally {
    admin(
      'registration',
      'set',
      '--enabled',
      String(before.registrationEnabled),
      ...(before.registrationDisabledReason ? ['--reason', before.registrationDisabledReason] : []),
      '--region-restricted',
      String(before.regionRestricted),
    );
  }
  await page.goto('/auth/signup');
  await expect(page).toHaveURL(/\/auth\/signup$/);
});

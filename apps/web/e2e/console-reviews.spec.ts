import crypto from 'node:crypto';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { checkBothLanguages } from './support/console';
import { DATA_DIR, adminAsync } from './support/operator';
import { eitherLanguage, signIn } from './support/session';
import { text } from './support/texts';

/*
 * Verification reviews in the operator console, against the real server: a company of the brand
 * `laguna` (which ships with four-eyes on) sends its address, identity document and selfie; a first Compliance
 * officer sees them in the queue and approves (the approval waits), a second one completes it, and the partner's
 * page, open in another browser, moves into the portal by itself. Each screen: axe and a screenshot, en and it.
 */

const PASSWORD = 'Operator@E2e1';
const PARTNER_PASSWORD = 'Review@Partner1';

/** A Compliance officer made on the command line, enrolled and signed in through the API; answers its session. */
async function officer(request: APIRequestContext, prefix: string) {
  const email = `${prefix}-${crypto.randomBytes(4).toString('hex')}@bank.test`;
  await adminAsync(DATA_DIR!, 'operator', 'create', '--email', email, '--role', 'COMPLIANCE_OFFICER', '--password', PASSWORD);
  const enrol = await request.post('/api-operator/auth/enrolment', { data: { email, password: PASSWORD } });
  const { secret } = (await enrol.json()) as { secret: string };
  const session = await request.post('/api-operator/auth/sign-in', {
    data: { email, password: PASSWORD, code: await generate({ secret }) },
  });
  expect(session.status()).toBe(200);
  return { email, session: JSON.stringify(await session.json()) };
}

/** A browser of its own for an operator, its console session in the tab's session storage. */
async function consolePage(browser: Browser, session: string): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript((value) => sessionStorage.setItem('operator-session', value), session);
  return context.newPage();
}

test.describe('verification reviews', () => {
  test.skip(!DATA_DIR, 'needs E2E_DATA_DIR (the data folder of the server under test) for the operator CLI');
  // 1.4-1.6 min measured on a machine at load 18 (four command-line calls, ten axe scans); the margin is for such a machine
  test.setTimeout(360_000); // generous: a loaded CI machine took up to 2.4 min

  test('two Compliance officers approve a verification with four-eyes on; the partner page follows live', async ({
    browser,
    page: partnerPage,
    request,
  }, testInfo) => {
    // the company: a laguna partner whose tier-2 verification is open (PAID), signed in in its own browser
    const partner = { email: `review-${crypto.randomBytes(4).toString('hex')}@partner.test`, password: PARTNER_PASSWORD };
    const create = ['partner', 'create', '--email', partner.email, '--password', partner.password, '--company', 'Revisione Test Srl'];
    const [first, second] = await Promise.all([
      officer(request, 'officer-a'),
      officer(request, 'officer-b'),
      adminAsync(DATA_DIR!, ...create, '--agent', 'laguna'),
    ]);
    await adminAsync(DATA_DIR!, 'user', 'kyc', '--email', partner.email, '--tier', '2', '--status', 'PAID');
    await signIn(partnerPage, partner);
    await expect(partnerPage).toHaveURL(/\/kyb$/);
    // a real image for the documents: a picture of the partner's own page
    const picture = await partnerPage.screenshot({ clip: { x: 0, y: 0, width: 480, height: 300 } });

    // it sends address, identity document and selfie, and submits (as the verification dialog does)
    const login = await request.post('/api-portal/auth/login', { data: partner });
    const headers = { authorization: `Bearer ${(await login.json()).token as string}` };
    const address = { country: 'ITA', street: 'Via Dante 7', town: 'Torino', postalCode: '10121' };
    expect((await request.post('/api/identity/address', { headers, data: address })).status()).toBe(200);
    for (const [kind, name] of [
      ['document', 'carta-identita.png'],
      ['selfie', 'selfie.png'],
    ]) {
      const up = await request.post('/api/identity/sandbox/documents', {
        headers,
        multipart: { kind: kind!, file: { name: name!, mimeType: 'image/png', buffer: picture } },
      });
      expect(up.status()).toBe(200);
    }
    expect((await request.post('/api/identity/sandbox/submit', { headers })).status()).toBe(200);
    const finalized = await request.get('/api/identity/sumsub/finalizeReviewStatus', { headers });
    expect((await finalized.json()).kyc.status).toBe('PENDING');
    await partnerPage.reload();
    await expect(partnerPage.getByTestId('kyb-status')).toHaveText(text('en', 'kyb:status.pending'));

    // the first officer: the queue, the review with the address and the images inline
    const a = await consolePage(browser, first.session);
    await a.goto('/operator/reviews');
    await a.getByRole('textbox', { name: eitherLanguage('console:reviews.filters.q') }).fill(partner.email);
    await a.getByRole('button', { name: eitherLanguage('console:list.apply') }).click();
    await expect(a.getByRole('link', { name: 'Revisione Test Srl' })).toHaveCount(1);
    await expect(a.getByText(text('en', 'console:reviews.twoNeeded'))).toBeVisible();
    await checkBothLanguages(a, testInfo, 'reviews');
    await a.getByRole('link', { name: 'Revisione Test Srl' }).click();
    await expect(a.getByRole('heading', { level: 1, name: 'Revisione Test Srl' })).toBeVisible();
    await expect(a.getByText('Via Dante 7')).toBeVisible();
    for (const name of ['carta-identita.png', 'selfie.png']) {
      const img = a.getByRole('img', { name: new RegExp(name.replace('.', '\\.')) });
      await expect(img).toBeVisible();
      await expect.poll(() => img.evaluate((i) => (i as HTMLImageElement).naturalWidth)).toBeGreaterThan(100);
    }
    await checkBothLanguages(a, testInfo, 'review');

    // the reject dialog (looked at, then cancelled)
    await a.getByRole('button', { name: eitherLanguage('console:review.reject') }).click();
    const dialog = a.getByRole('dialog');
    await expect(dialog.getByRole('checkbox', { name: eitherLanguage('console:review.final', { exact: false }) })).not.toBeChecked();
    await checkBothLanguages(a, testInfo, 'review-reject');
    // the reason is the contract's: a blank one cannot be sent, and it belongs to one opening of the dialog
    const reason = dialog.getByRole('textbox', { name: eitherLanguage('console:review.reason', { exact: false }) });
    const reject = dialog.getByRole('button', { name: eitherLanguage('console:review.reject') });
    await reason.fill('   ');
    await expect(reject).toBeDisabled();
    await reason.fill('The document is blurred');
    await expect(reject).toBeEnabled();
    const cancel = () =>
      dialog
        .getByRole('button', { name: eitherLanguage('console:partner.cancel') })
        .last()
        .click();
    await cancel();
    await expect(dialog).toBeHidden();
    await a.getByRole('button', { name: eitherLanguage('console:review.reject') }).click();
    await expect(reason).toHaveValue('');
    await cancel();
    await expect(dialog).toBeHidden();

    // first approval: recorded, the record still waits, this officer cannot give the second
    await a.getByRole('button', { name: eitherLanguage('console:review.approve') }).click();
    await expect(a.getByTestId('review-four-eyes')).toContainText(text('en', 'console:review.fourEyesYours').split(' on ')[0]!);
    await expect(a.getByRole('button', { name: eitherLanguage('console:review.approveSecond') })).toBeDisabled();
    await expect(a.getByTestId('review-status')).toHaveText(text('en', 'console:verification.PENDING'));
    await checkBothLanguages(a, testInfo, 'review-first-approval');
    await expect(partnerPage).toHaveURL(/\/kyb$/);

    // the second officer completes it: the partner's page moves into the portal by itself
    const b = await consolePage(browser, second.session);
    await b.goto(a.url());
    await expect(b.getByTestId('review-four-eyes')).toContainText(first.email);
    // the documents' previews are in before the press: as they load they move the buttons below them, and a press
    // aimed at the button's place before they did landed beside it (the record stayed pending)
    for (const name of ['carta-identita.png', 'selfie.png']) {
      const img = b.getByRole('img', { name: new RegExp(name.replace('.', '\\.')) });
      await expect.poll(() => img.evaluate((i) => (i as HTMLImageElement).naturalWidth)).toBeGreaterThan(100);
    }
    await b.getByRole('button', { name: eitherLanguage('console:review.approveSecond') }).click();
    await expect(b.getByTestId('review-status')).toHaveText(text('en', 'console:verification.VERIFIED'));
    await expect(partnerPage).toHaveURL(/\/dashboard$/);
    await expect(partnerPage.getByRole('navigation', { name: text('en', 'common:menu.label') })).toBeVisible();

    // both steps in the operator audit (audit.read), the partner's log says "operator"
    const audit = await request.get(`/api-operator/audit?filter=partner=${encodeURIComponent('Revisione Test Srl')}`, {
      headers: { authorization: `Bearer ${(JSON.parse(second.session) as { token: string }).token}` },
    });
    const actions = ((await audit.json()).list as Array<{ action: string; operatorEmail: string }>).map(
      (e) => `${e.action} ${e.operatorEmail}`,
    );
    expect(actions).toEqual(expect.arrayContaining([`kyc.approval_started ${first.email}`, `kyc.changed ${second.email}`]));
    await Promise.all([a.context().close(), b.context().close()]);
  });
});

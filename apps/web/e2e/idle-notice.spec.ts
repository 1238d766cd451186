import path from 'node:path';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { TIMING } from '@portal/contract';
import { WCAG_21_EXPERIMENTAL, axeSummary } from './support/axe';
import { createOperator, firstOperatorSignIn } from './support/console';
import { DATA_DIR } from './support/operator';
import { chooseLanguage, eitherLanguage, signInByApi } from './support/session';
import { text } from './support/texts';
import { transitionsDone } from './support/transitions';
import { USERS } from './support/users';

const MINUTE = 60_000;

/**
 * Waits until the page has sent no request for a second: a call sent after the clock jumps (a query the language
 * change or a deferred part of the page starts) is activity at the new time, and the notice would not come.
 */
async function quiet(page: Page) {
  let pending = 0;
  let last = Date.now();
  const sent = () => ((pending += 1), (last = Date.now()));
  const done = () => ((pending -= 1), (last = Date.now()));
  page.on('request', sent);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  await expect.poll(() => pending <= 0 && Date.now() - last > 1_000, { intervals: [250] }).toBe(true);
  page.off('request', sent);
  page.off('requestfinished', done);
  page.off('requestfailed', done);
}

/**
 * In English, then Italian: the clock jumps to just inside the notice's time before a limit of `minutes` (less the
 * activity step), the notice shows (axe, screenshot `<shot>-<language>.png`), and staying closes it.
 */
async function answerInBothLanguages(page: Page, testInfo: TestInfo, minutes: number, shot: string) {
  for (const language of ['en', 'it'] as const) {
    await chooseLanguage(page, language);
    await quiet(page);
    await page.clock.fastForward(minutes * MINUTE - TIMING.sessionActivityStepMs - TIMING.idleNoticeMs + 5_000);
    const dialog = page.getByRole('dialog', { name: text(language, 'auth:idle.title') });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(/1:5\d/);
    await transitionsDone(page);
    expect(await axeSummary(page, WCAG_21_EXPERIMENTAL), `${shot} ${language}`).toEqual([]);
    await page.screenshot({ path: path.join(testInfo.project.testDir, 'screenshots', `${shot}-${language}.png`) });
    // the close button (×) says it too, without the text; the installed clock holds animation frames: no stability wait
    const stay = text(language, 'auth:idle.stay');
    await dialog.getByRole('button', { name: stay }).filter({ hasText: stay }).dispatchEvent('click');
    await expect(dialog).toBeHidden();
  }
}

/**
 * The idle limit's notice (docs/security.md): the tab's clock runs ahead, the server's does not, so the server's
 * session stays alive and what is seen is the web app's own notice and sign-out.
 */
test('asks "still there?" before the idle limit, keeps the session on an answer, signs out at the end', async ({ page }, testInfo) => {
  // no live channels: their reconnection after the jumped clock refetches counts, which is activity
  await page.route('**/socket.io/**', (route) => route.abort());
  await page.clock.install();
  await signInByApi(page, USERS.demo);
  await page.goto('/');
  await expect(page.getByRole('main')).toBeVisible();
  await answerInBothLanguages(page, testInfo, 30, 'idle-notice'); // the partners' default limit
  await page.clock.fastForward(30 * MINUTE);
  await expect(page).toHaveURL(/\/auth/);
  await expect(page.getByText(eitherLanguage('auth:login.sessionIdle'))).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('session'))).toBeNull();
});

/** The same in the operator console, from the operator's own limit and to its own sign-in. */
test('asks an operator "still there?" before the console\'s idle limit, and signs out at the end', async ({ page }, testInfo) => {
  test.skip(!DATA_DIR, 'needs E2E_DATA_DIR (the data folder of the server under test) for the operator CLI');
  await page.route('**/socket.io/**', (route) => route.abort());
  await page.clock.install();
  await firstOperatorSignIn(page, createOperator(DATA_DIR!, 'SUPPORT_AGENT'));
  await expect(page.getByRole('main')).toBeVisible();
  await answerInBothLanguages(page, testInfo, 15, 'console-idle-notice'); // the operators' default limit
  await page.clock.fastForward(15 * MINUTE);
  await expect(page).toHaveURL(/\/operator\/sign-in/);
  await expect(page.getByText(eitherLanguage('console:signIn.idleEnded'))).toBeVisible();
  expect(await axeSummary(page, WCAG_21_EXPERIMENTAL), 'console sign-in after the idle limit').toEqual([]);
  await page.screenshot({ path: path.join(testInfo.project.testDir, 'screenshots', 'console-idle-ended-it.png') });
  expect(await page.evaluate(() => sessionStorage.getItem('operator-session'))).toBeNull();
});

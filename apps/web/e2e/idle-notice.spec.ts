import path from 'node:path';
import { expect, test } from '@playwright/test';
import { TIMING } from '@portal/contract';
import { WCAG_21_EXPERIMENTAL, axeSummary } from './support/axe';
import { chooseLanguage, signInByApi } from './support/session';
import { text } from './support/texts';
import { transitionsDone } from './support/transitions';
import { USERS } from './support/users';

const MINUTE = 60_000;

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
  for (const language of ['en', 'it'] as const) {
    await chooseLanguage(page, language);
    // the server's limit (30 minutes by default), less the activity step, less the notice's 2 minutes, and a little
    await page.clock.fastForward(30 * MINUTE - TIMING.sessionActivityStepMs - TIMING.idleNoticeMs + 5_000);
    const dialog = page.getByRole('dialog', { name: text(language, 'auth:idle.title') });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(/1:5\d/);
    await transitionsDone(page);
    expect(await axeSummary(page, WCAG_21_EXPERIMENTAL), `idle notice ${language}`).toEqual([]);
    await page.screenshot({ path: path.join(testInfo.project.testDir, 'screenshots', `idle-notice-${language}.png`) });
    // the close button (×) says it too, without the text; the installed clock holds animation frames: no stability wait
    const stay = text(language, 'auth:idle.stay');
    await dialog.getByRole('button', { name: stay }).filter({ hasText: stay }).dispatchEvent('click');
    await expect(dialog).toBeHidden();
  }
  await page.clock.fastForward(30 * MINUTE);
  await expect(page).toHaveURL(/\/auth/);
  expect(await page.evaluate(() => sessionStorage.getItem('session'))).toBeNull();
});

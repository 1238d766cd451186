import type { Page } from '@playwright/test';

/**
 * Waits until the page's finite animations and transitions (Mantine's fades of dialogs, menus and notifications)
 * have ended, so that axe and screenshots read final colours: a dialog fading out after its close button was
 * pressed fails colour contrast while it fades. Two animation frames first, so that a transition a click has just
 * caused has started; endless animations (spinners) do not count. Gives up quietly after `timeout` ms.
 */
export async function transitionsDone(page: Page, timeout = 3_000): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout },
    )
    .catch(() => undefined);
}

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const WCAG_A_AA = ['wcag2a', 'wcag2aa'];
export const WCAG_21_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe on what the page shows now, with the rules of these tags. Only violations are collected (resultTypes): axe then
 * does not describe every passing node, which took about a seventh of each scan (the sweep, 2026-11-27).
 * `.options()` comes first: it replaces the options that `.withTags()` sets.
 */
export async function axeViolations(page: Page, tags: string[]) {
  await transitionsDone(page);
  return (
    await new AxeBuilder({ page })
      .options({ resultTypes: ['violations'] })
      .withTags(tags)
      .analyze()
  ).violations;
}

/**
 * Waits, at most 2 s, until no transition or finite animation runs (a loader's endless turn does not count). axe
 * measures colours as painted: a notice fading in or out, or a dialog's overlay on its way, has too little contrast
 * for a moment, and a scan that caught one failed at random (account.spec, a success notice closing under a dialog).
 * After 2 s the scan goes ahead, and what still moves is scanned as it is.
 */
async function transitionsDone(page: Page) {
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 2000 },
    )
    .catch(() => undefined);
}

/** The violations one line each: rule, then the elements. */
export async function axeSummary(page: Page, tags: string[]): Promise<string[]> {
  return (await axeViolations(page, tags)).map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

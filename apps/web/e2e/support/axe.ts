import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { transitionsDone } from './transitions';

export const WCAG_A_AA = ['wcag2a', 'wcag2aa'];
export const WCAG_21_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** WCAG 2.1 A and AA and the rules axe has not made default yet (e.g. td-has-header, p-as-heading). */
export const WCAG_21_EXPERIMENTAL = [...WCAG_21_A_AA, 'experimental'];

/**
 * axe on what the page shows now, with the rules of these tags, once no transition or finite animation runs (at most
 * 2 s: axe measures colours as painted, and a notice or a dialog's overlay fading in or out has too little contrast
 * for a moment; a scan that caught one failed at random).
 * - Only violations are collected (resultTypes): describing every passing node is a large part of a scan.
 * - Legacy mode runs `axe.run` in the page itself. The default mode opens a blank page for every scan to merge the
 *   frames' results there, a cost on every scan; the portal has no frames, so the merge had nothing to do.
 * - `.options()` comes first: it replaces the options that `.withTags()` sets.
 */
export async function axeViolations(page: Page, tags: string[]) {
  await transitionsDone(page, 2_000);
  return (
    await new AxeBuilder({ page })
      .setLegacyMode()
      .options({ resultTypes: ['violations'] })
      .withTags(tags)
      .analyze()
  ).violations;
}

/** The violations one line each: rule, then the elements. */
export async function axeSummary(page: Page, tags: string[]): Promise<string[]> {
  return (await axeViolations(page, tags)).map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

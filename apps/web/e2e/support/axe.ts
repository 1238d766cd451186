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
  return (
    await new AxeBuilder({ page })
      .options({ resultTypes: ['violations'] })
      .withTags(tags)
      .analyze()
  ).violations;
}

/** The violations one line each: rule, then the elements. */
export async function axeSummary(page: Page, tags: string[]): Promise<string[]> {
  return (await axeViolations(page, tags)).map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import defaults from '../../../../server/src/brands/default-brands.json';
import { contrastRatio } from '../../lib/color';
import { brandTheme } from './brand-theme';

const AA = 4.5;
const WHITE = '#ffffff';

describe.each(defaults.brands.map((b) => [b.agent, b.primaryColor] as const))('the %s theme', (_, primaryColor) => {
  const theme = mergeMantineTheme(DEFAULT_THEME, brandTheme({ primaryColor }));
  const shade = typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade.light;

  it('draws error text (red 6, --mantine-color-error) readable on white, light greys and red alerts', () => {
    const red = theme.colors.red;
    for (const bg of [WHITE, theme.colors.gray[0], theme.colors.gray[1], red[0], red[1]]) {
      expect(contrastRatio(red[6], bg), `red 6 on ${bg}`).toBeGreaterThanOrEqual(AA);
    }
    // Light alerts and badges: shade 9 on shade 1.
    expect(contrastRatio(red[9], red[1])).toBeGreaterThanOrEqual(AA);
  });

  it('keeps every status colour readable where Mantine draws text with it', () => {
    for (const name of ['red', 'orange', 'yellow', 'green', 'teal', 'blue', 'violet', 'pink']) {
      const p = theme.colors[name];
      // `c="<colour>"` text and filled buttons use the primary shade, light variants shade 9 on 1.
      expect(contrastRatio(p[shade], WHITE), `${name} ${shade} on white`).toBeGreaterThanOrEqual(AA);
      expect(contrastRatio(p[9], p[1]), `${name} 9 on 1`).toBeGreaterThanOrEqual(AA);
    }
  });

  it("uses the brand's colour for primary text and buttons with AA contrast", () => {
    expect(theme.primaryColor).toBe('brand');
    expect(contrastRatio(theme.colors.brand[shade], WHITE)).toBeGreaterThanOrEqual(AA);
  });
});

it('the visitor theme without a brand has the readable red too', () => {
  const theme = mergeMantineTheme(DEFAULT_THEME, brandTheme(undefined));
  expect(contrastRatio(theme.colors.red[6], WHITE)).toBeGreaterThanOrEqual(AA);
  // Proof the test can fail: Mantine's own red does not.
  expect(contrastRatio(DEFAULT_THEME.colors.red[6], WHITE)).toBeLessThan(AA);
});

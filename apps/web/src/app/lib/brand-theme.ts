import {
  Anchor,
  createTheme,
  DEFAULT_THEME,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';
import type { PublicBrand } from '@portal/contract';
import { accessibleShade, brandPalette, readablePalette } from '../../lib/palette';

/**
 * Mantine's status colours (red for errors, orange, yellow, green, ...) with the shades it draws
 * text and filled buttons with made dark enough for WCAG AA: the default error red #fa5252 is
 * 3.3:1 on white. The same for every brand; gray and dark stay as they are.
 */
const READABLE_COLORS = Object.fromEntries(
  Object.entries(DEFAULT_THEME.colors)
    .filter(([name]) => name !== 'gray' && name !== 'dark')
    .map(([name, palette]) => [name, readablePalette(palette)]),
) as Record<string, MantineColorsTuple>;

/** The partner's colour becomes the primary palette; the shade used for text keeps AA contrast. */
export function brandTheme(brand: Pick<PublicBrand, 'primaryColor'> | undefined): MantineThemeOverride {
  const base = {
    autoContrast: true,
    defaultRadius: 'md',
    cursorType: 'pointer',
    colors: READABLE_COLORS,
    /** Links are told apart from text by more than colour (WCAG 1.4.1). */
    components: { Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }) },
  } as const;
  if (!brand) return createTheme(base);
  const palette = brandPalette(brand.primaryColor);
  const shade = accessibleShade(palette);
  return createTheme({
    ...base,
    colors: { ...READABLE_COLORS, brand: palette },
    primaryColor: 'brand',
    primaryShade: { light: shade, dark: shade },
  });
}

/** Mantine's default dimmed grey is below AA on white; use a darker one. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});

import { Anchor, createTheme, type CSSVariablesResolver, type MantineThemeOverride } from '@mantine/core';
import type { PublicBrand } from '@portal/contract';
import { accessibleShade, brandPalette } from '../../lib/palette';
import { READABLE_COLORS } from './readable-colors';

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

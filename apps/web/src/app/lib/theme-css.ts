import {
  convertCssVariables,
  deepMerge,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  type ConvertCSSVariablesInput,
  type CSSVariablesResolver,
  type MantineTheme,
} from '@mantine/core';

let mantineDefaults: ConvertCSSVariablesInput | undefined;
const byTheme = new WeakMap<MantineTheme, string>();

/**
 * The theme's CSS variables as MantineProvider writes them (MantineCssVariables: Mantine's variables for the theme,
 * `resolver`'s on top, less those its stylesheet already holds with the same value), worked out once per theme object.
 * MantineCssVariables works them out on each render of the provider, hundreds of variables, twice during a signed-in
 * first load (docs/performance.md).
 */
export function themeCss(theme: MantineTheme, resolver: CSSVariablesResolver): string {
  const known = byTheme.get(theme);
  if (known !== undefined) return known;
  const defaults = (mantineDefaults ??= defaultCssVariablesResolver(DEFAULT_THEME));
  const merged: ConvertCSSVariablesInput = deepMerge(defaultCssVariablesResolver(theme), resolver(theme));
  const own = (part: keyof ConvertCSSVariablesInput) =>
    Object.fromEntries(Object.entries(merged[part]).filter(([name, value]) => defaults[part][name as `--${string}`] !== value));
  const css = convertCssVariables({ variables: own('variables'), light: own('light'), dark: own('dark') });
  byTheme.set(theme, css);
  return css;
}

import { memo } from 'react';
import { useMantineTheme } from '@mantine/core';
import { cssVariablesResolver } from '../lib/brand-theme';
import { themeCss } from '../lib/theme-css';

/** The page's nonce (the server's CSP allows inline styles that carry it), kept by the build's csp-nonce meta. */
export const styleNonce = () => document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '';

/**
 * The theme's CSS variables, in place of MantineProvider's (`withCssVariables={false}`), which worked them out again on
 * every render of the provider; these once per theme (lib/theme-css.ts). `nonce`: the page's, unless given.
 */
export const ThemeCssVariables = memo(function ThemeCssVariables({ nonce }: { nonce?: string }) {
  const css = themeCss(useMantineTheme(), cssVariablesResolver);
  return <style data-mantine-styles nonce={nonce ?? styleNonce()} dangerouslySetInnerHTML={{ __html: css }} />;
});

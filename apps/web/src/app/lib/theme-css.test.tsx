// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { DEFAULT_THEME, MantineProvider, mergeMantineTheme } from '@mantine/core';
import { beforeAll, describe, expect, it } from 'vitest';
import defaults from '../../../../server/src/brands/default-brands.json';
import { prepareMantineDom } from '../../testing/jsdom-setup';
import { brandTheme, cssVariablesResolver } from './brand-theme';
import { themeCss } from './theme-css';

beforeAll(prepareMantineDom);

/** What Mantine's own provider writes in its style element for `theme`. */
async function mantineCss(theme: ReturnType<typeof brandTheme>) {
  const host = document.createElement('div');
  const root = createRoot(host);
  await act(async () => root.render(<MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} />));
  const css = host.querySelector('style[data-mantine-styles]')?.innerHTML;
  act(() => root.unmount());
  return css;
}

const colours = [undefined, ...defaults.brands.map((b) => b.primaryColor), '#0b7285', '#e8590c'];

describe("the theme's CSS variables, worked out once per theme", () => {
  it.each(colours)('are those MantineProvider writes (brand colour %s)', async (primaryColor) => {
    const override = brandTheme(primaryColor ? { primaryColor } : undefined);
    const css = themeCss(mergeMantineTheme(DEFAULT_THEME, override), cssVariablesResolver);
    expect(css).toContain('--mantine-color-dimmed: var(--mantine-color-gray-7)');
    expect(css).toBe(await mantineCss(override));
  });

  it('are worked out once for a theme object, again for another', () => {
    const theme = mergeMantineTheme(DEFAULT_THEME, brandTheme({ primaryColor: '#0b7285' }));
    let calls = 0;
    const resolver: typeof cssVariablesResolver = (t) => {
      calls += 1;
      return cssVariablesResolver(t);
    };
    themeCss(theme, resolver);
    themeCss(theme, resolver);
    expect(calls).toBe(1);
    themeCss({ ...theme }, resolver);
    expect(calls).toBe(2);
  });
});

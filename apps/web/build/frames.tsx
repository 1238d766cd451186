import { prerender } from 'react-dom/static';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MantineProvider } from '@mantine/core';
import { FRAME_SLOTS, LANGUAGES, type FirstFrame } from '@portal/contract';
import { FrameScreen } from '../src/components/ui/frame-screen';
import { brandTheme, cssVariablesResolver } from '../src/app/lib/brand-theme';
import { ThemeCssVariables } from '../src/app/providers/theme-css-variables';
import enCommon from '../src/locales/en/common.json';
import enAuth from '../src/locales/en/auth.json';
import enDashboard from '../src/locales/en/dashboard.json';
import itCommon from '../src/locales/it/common.json';
import itAuth from '../src/locales/it/auth.json';
import itDashboard from '../src/locales/it/dashboard.json';

const FRAMES: FirstFrame[] = ['auth', 'dashboard', 'page'];
const resources = {
  en: { common: enCommon, auth: enAuth, dashboard: enDashboard },
  it: { common: itCommon, auth: itAuth, dashboard: itDashboard },
};

/** What the build writes in place of each page's nonce (vite.config.ts, html.cspNonce), which the server fills. */
const NONCE = 'page-nonce';

async function render(frame: FirstFrame, lng: string): Promise<string> {
  const i18n = createInstance({ lng, resources, defaultNS: 'common', interpolation: { escapeValue: false } });
  await i18n.use(initReactI18next).init();
  const { prelude } = await prerender(
    <I18nextProvider i18n={i18n}>
      <MantineProvider
        theme={brandTheme(undefined)}
        cssVariablesResolver={cssVariablesResolver}
        withCssVariables={false}
        defaultColorScheme="light"
        getStyleNonce={() => NONCE}
      >
        <ThemeCssVariables nonce={NONCE} />
        <FrameScreen frame={frame} brand={FRAME_SLOTS} />
      </MantineProvider>
    </I18nextProvider>,
  );
  return rulesForStyleAttributes(await new Response(prelude).text());
}

/**
 * The page's CSP lets a style in only by its nonce, which a style attribute in markup cannot carry (React sets the
 * app's through the DOM, which the CSP allows): each element's style attribute becomes a rule of one nonced sheet.
 */
export function rulesForStyleAttributes(html: string): string {
  const rules: string[] = [];
  const body = html.replace(/ style="([^"]*)"/g, (_match, css: string) => {
    rules.push(`[data-frame-style="${rules.length}"]{${css.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&amp;', '&')}}`);
    return ` data-frame-style="${rules.length - 1}"`;
  });
  return `<style nonce="${NONCE}">${rules.join('')}</style>${body}`;
}

/**
 * Each first frame in each language, as markup for the page's #root, with the brand's fields left as FRAME_SLOTS (the
 * theme is the default one: the brand's colour comes with the app, and the frame does not use it).
 */
export async function renderFrames(): Promise<Record<string, string>> {
  const frames: Record<string, string> = {};
  for (const frame of FRAMES) for (const lng of LANGUAGES) frames[`${frame}.${lng}`] = await render(frame, lng);
  return frames;
}

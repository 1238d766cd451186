import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { useStatus } from '../../features/status/api/get-status';
import { cacheBrand, readCachedBrand } from '../../lib/brand-cache';
import { setFavicon } from '../../lib/favicon';
import { setBaseTitle } from '../../lib/document-title';
import { brandTheme, cssVariablesResolver } from '../lib/brand-theme';
import { styleNonce, ThemeCssVariables } from './theme-css-variables';
import { useNoticesWanted } from '../../lib/notices';

const NoticesHost = lazy(() => import('./notices-host'));

/**
 * Mantine's notices once wanted (lib/notices.ts), in a component of their own. MantineProvider gives its context a new
 * value on each render, so a render of BrandThemeProvider renders every reader of that context again (AppShell's
 * media styles among them): wanting the notices in idle time would render them all once more.
 */
function Notices() {
  return useNoticesWanted() ? (
    <Suspense fallback={null}>
      <NoticesHost />
    </Suspense>
  ) : null;
}

/** Theme, document title and notices follow the brand of the status object. */
export function BrandThemeProvider({ children }: { children: ReactNode }) {
  const brand = useStatus().data?.brand;
  // until the status answers, the colour of the brand last seen here
  const [cachedColor] = useState(() => readCachedBrand()?.primaryColor);
  const primaryColor = brand ? brand.primaryColor : cachedColor;
  const theme = useMemo(() => brandTheme(primaryColor ? { primaryColor } : undefined), [primaryColor]);
  useEffect(() => {
    if (!brand) return;
    setBaseTitle(brand.productTitle);
    cacheBrand(brand);
    setFavicon(brand.faviconSvg ?? brand.logoSvg);
  }, [brand]);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      withCssVariables={false}
      defaultColorScheme="light"
      getStyleNonce={styleNonce}
    >
      <ThemeCssVariables />
      <Notices />
      {children}
    </MantineProvider>
  );
}

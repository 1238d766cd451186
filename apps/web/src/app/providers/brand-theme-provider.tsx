import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { useStatus } from '../../features/status/api/get-status';
import { cacheBrand } from '../../lib/brand-cache';
import { setFavicon } from '../../lib/favicon';
import { setBaseTitle } from '../../lib/document-title';
import { brandTheme, cssVariablesResolver } from '../lib/brand-theme';
import { useNoticesWanted } from '../../lib/notices';

const NoticesHost = lazy(() => import('./notices-host'));

/** Theme, document title and notices follow the brand of the status object. */
export function BrandThemeProvider({ children }: { children: ReactNode }) {
  const brand = useStatus().data?.brand;
  const primaryColor = brand?.primaryColor;
  const theme = useMemo(() => brandTheme(primaryColor ? { primaryColor } : undefined), [primaryColor]);
  const notices = useNoticesWanted();
  useEffect(() => {
    if (!brand) return;
    setBaseTitle(brand.productTitle);
    cacheBrand(brand);
    setFavicon(brand.faviconSvg ?? brand.logoSvg);
  }, [brand]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {notices && (
        <Suspense fallback={null}>
          <NoticesHost />
        </Suspense>
      )}
      {children}
    </MantineProvider>
  );
}

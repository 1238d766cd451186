import { useEffect, useMemo, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { TIMING } from '@portal/contract';
import { useStatus } from '../../features/status/api/get-status';
import { cacheBrand } from '../../lib/brand-cache';
import { setFavicon } from '../../lib/favicon';
import { setBaseTitle } from '../../lib/document-title';
import { brandTheme, cssVariablesResolver } from '../lib/brand-theme';

/** Theme, document title and notices follow the brand of the status object. */
export function BrandThemeProvider({ children }: { children: ReactNode }) {
  const brand = useStatus().data?.brand;
  const primaryColor = brand?.primaryColor;
  const theme = useMemo(() => brandTheme(primaryColor ? { primaryColor } : undefined), [primaryColor]);
  useEffect(() => {
    if (!brand) return;
    setBaseTitle(brand.productTitle);
    cacheBrand(brand);
    setFavicon(brand.faviconSvg ?? brand.logoSvg);
  }, [brand]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Notifications autoClose={TIMING.messageAutoCloseMs} />
      {children}
    </MantineProvider>
  );
}

import { Center, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { readCachedBrand } from '../../lib/brand-cache';
import { BrandLogo } from './brand-logo';

/** Until the status call and the translations are ready (partner-portal §2). */
export function LoadingScreen() {
  const { t } = useTranslation();
  const brand = readCachedBrand();
  return (
    <Center mih="100dvh" role="status" aria-label={t('app.loading')}>
      <Stack align="center" gap="lg">
        {brand && <BrandLogo svg={brand.logoSvg} name={brand.name} size={64} />}
        <Loader />
      </Stack>
    </Center>
  );
}

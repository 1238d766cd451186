import { Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FirstFrame } from '@portal/contract';
import { BrandLogo } from './brand-logo';
import { SignInCard } from './sign-in-card';

interface FrameBrand {
  name: string;
  logoSvg: string;
  productTitle?: string;
}

/**
 * The frame of a first page: the header, and what the page's first screen begins with where that does not depend on
 * who is signed in (the sign-in card's heading, the dashboard's), at the places that screen puts them.
 */
export function FrameScreen({ frame, brand }: { frame: FirstFrame; brand: FrameBrand | null }) {
  const { t } = useTranslation(['common', 'dashboard']);
  const spinner = (
    <Center role="status" aria-label={t('app.loading')} py="md">
      <Loader color="gray" />
    </Center>
  );
  return (
    <div className="first-frame" data-frame={frame}>
      <header className="first-frame-header">
        {brand && (
          <Group gap="sm" wrap="nowrap">
            <BrandLogo svg={brand.logoSvg} name={brand.name} />
            {brand.productTitle && (
              <Text fw={700} size="lg" visibleFrom="xs">
                {brand.productTitle}
              </Text>
            )}
          </Group>
        )}
      </header>
      <main className="first-frame-main">
        {frame === 'auth' && <SignInCard productTitle={brand?.productTitle ?? ''}>{spinner}</SignInCard>}
        {frame === 'dashboard' && (
          <Stack gap="lg">
            <div>
              <Title order={1}>{t('dashboard:title')}</Title>
              <Text>{t('dashboard:subtitle')}</Text>
            </div>
            {spinner}
          </Stack>
        )}
        {frame === 'page' && spinner}
      </main>
    </div>
  );
}

import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Shown while a screen checks access or loads its data. `page`: it stands for a whole page (a route's guard or its
 * code), so it is as tall as the screen: the footer stays below the fold instead of showing, then being pushed away
 * by the page (a layout shift of 0.2 on /dashboard at a phone's size).
 */
export function PageLoader({ page = false }: { page?: boolean }) {
  const { t } = useTranslation();
  return (
    <Center
      py="xl"
      mih={page ? 'calc(100dvh - var(--app-shell-header-offset, 0rem))' : undefined}
      role="status"
      aria-label={t('app.loading')}
    >
      <Loader />
    </Center>
  );
}

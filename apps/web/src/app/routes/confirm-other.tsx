import '../../styles/mantine-later.css';
import { Center, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** /confirm/login, /confirm/device, /confirm/contact: a plain 'Not found'. */
export function Component() {
  const { t } = useTranslation('recovery');
  return (
    <Center py="xl">
      <Title order={1} size="h3">
        {t('notFound')}
      </Title>
    </Center>
  );
}

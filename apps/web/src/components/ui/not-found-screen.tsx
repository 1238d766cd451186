import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@portal/contract';

/** Any unknown path, and the screens that are not built yet. */
export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <Stack align="flex-start" gap="md" py="xl" maw={640}>
      <Title order={1}>{t('notFound.title')}</Title>
      <Text>{t('notFound.text')}</Text>
      <Anchor component={Link} to={ROUTES.root}>
        {t('notFound.home')}
      </Anchor>
    </Stack>
  );
}

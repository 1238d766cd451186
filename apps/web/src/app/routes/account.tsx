import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiSecretsSection } from '../../features/secrets/components/api-secrets-section';
import { WebhooksSection } from '../../features/webhooks/components/webhooks-section';

/** Until the account issue composes the full page: its title and the API-secrets section. */
export function Component() {
  const { t } = useTranslation('secrets');
  return (
    <Stack gap="lg">
      <Title order={1}>{t('page.title')}</Title>
      <ApiSecretsSection />
      <WebhooksSection />
    </Stack>
  );
}

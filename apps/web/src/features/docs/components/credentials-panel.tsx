import { Anchor, Paper, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ENVIRONMENTS, KEY_PREFIXES, ROUTES } from '@portal/contract';
import { useEnvironment } from '../../../lib/environment';
import { signingCredentials, useSigningCredentials } from '../hooks/use-signing-credentials';

/** Token and secret for the try-it: kept in this page's memory, used by Web Crypto, never sent. */
export function CredentialsPanel() {
  const { t } = useTranslation('docs');
  const { token, secret } = useSigningCredentials();
  // the key decides where a call goes: one of the other environment would not show this tab's rows
  const environment = useEnvironment();
  const other = KEY_PREFIXES[ENVIRONMENTS.find((e) => e !== environment)!];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="signing-credentials-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="signing-credentials-title">
          {t('api.credentials.title')}
        </Title>
        <Text size="sm">
          {t('api.credentials.intro')}{' '}
          <Anchor component={Link} to={ROUTES.account}>
            {t('api.credentials.accountLink')}
          </Anchor>
        </Text>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <TextInput
            label={t('api.credentials.token')}
            value={token}
            description={t('api.credentials.forEnvironment', { prefix: KEY_PREFIXES[environment] })}
            error={token.startsWith(other) ? t('api.credentials.otherEnvironment', { prefix: other }) : undefined}
            onChange={(e) => signingCredentials.set({ token: e.currentTarget.value })}
            autoComplete="off"
            spellCheck={false}
          />
          <PasswordInput
            label={t('api.credentials.secret')}
            value={secret}
            onChange={(e) => signingCredentials.set({ secret: e.currentTarget.value })}
            autoComplete="off"
            visibilityToggleButtonProps={{ 'aria-label': t('api.credentials.toggleSecret') }}
          />
        </SimpleGrid>
        <Text size="sm" style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
          <IconLock size={16} aria-hidden />
          {t('api.credentials.privacy')}
        </Text>
      </Stack>
    </Paper>
  );
}

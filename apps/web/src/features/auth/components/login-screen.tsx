import { Alert, Anchor, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@portal/contract';
import { SignupLink, type RegistrationSwitches } from '../../../components/ui/signup-link';
import { LoginForm } from './login-form';
import { isIdleEnded, isSessionEnded } from '../lib/session-ended';

/** `registration`: the status switches; the Register link explains itself while registration is closed. */
export function LoginScreen({ productTitle, registration }: { productTitle: string; registration?: RegistrationSwitches }) {
  const { t } = useTranslation('auth');
  const state: unknown = useLocation().state;
  const ended = isSessionEnded(state);
  return (
    <Center py="xl">
      <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={420}>
        <Stack gap="lg">
          <div>
            <Title order={1} size="h2">
              {t('login.title')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('login.subtitle', { product: productTitle })}
            </Text>
          </div>
          {ended && (
            <Alert color="blue" variant="light" role="status" title={t('login.sessionEndedTitle')}>
              {t(isIdleEnded(state) ? 'login.sessionIdle' : 'login.sessionEnded')}
            </Alert>
          )}
          <LoginForm />
          <Anchor component={Link} to={ROUTES.forgotPassword} size="sm">
            {t('login.forgotPassword')}
          </Anchor>
          <Group gap={4}>
            <Text size="sm">{t('login.noAccount')}</Text>
            <SignupLink status={registration}>{t('login.signup')}</SignupLink>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}

import { Alert, Anchor, Group, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@portal/contract';
import { SignupLink, type RegistrationSwitches } from '../../../components/ui/signup-link';
import { SignInCard } from '../../../components/ui/sign-in-card';
import { LoginForm } from './login-form';
import { isIdleEnded, isSessionEnded } from '../lib/session-ended';

/** `registration`: the status switches; the Register link explains itself while registration is closed. */
export function LoginScreen({ productTitle, registration }: { productTitle: string; registration?: RegistrationSwitches }) {
  const { t } = useTranslation('auth');
  const state: unknown = useLocation().state;
  const ended = isSessionEnded(state);
  return (
    <SignInCard productTitle={productTitle}>
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
    </SignInCard>
  );
}

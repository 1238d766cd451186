import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@portal/contract';
import { SignupLink, type RegistrationSwitches } from '../../../components/ui/signup-link';

/** Below both recovery forms: back to the sign-in, and the way to sign up. */
export function RecoveryLinks({ registration }: { registration?: RegistrationSwitches }) {
  const { t } = useTranslation('recovery');
  return (
    <>
      <Anchor component={Link} to={ROUTES.auth} size="sm">
        {t('backToLogin')}
      </Anchor>
      <Group gap={4}>
        <Text size="sm">{t('noAccount')}</Text>
        <SignupLink status={registration}>{t('register')}</SignupLink>
      </Group>
    </>
  );
}

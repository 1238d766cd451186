import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LoginProblem } from '../lib/login-problem';

/** Explains a refused sign-in next to the form. */
export function LoginProblemAlert({ problem, icon }: { problem: LoginProblem; icon: ReactNode }) {
  const { t } = useTranslation('auth');
  if (problem === 'invalidCredentials') {
    return (
      <Alert color="red" variant="light" icon={icon} role="alert">
        {t('login.invalidCredentials')}
      </Alert>
    );
  }
  return (
    <Alert color="orange" variant="light" icon={icon} role="alert" title={t('login.emailNotConfirmedTitle')}>
      {t('login.emailNotConfirmed')}
    </Alert>
  );
}

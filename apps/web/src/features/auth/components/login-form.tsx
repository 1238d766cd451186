import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { useLogin } from '../api/login';
import { useLoginForm } from '../hooks/use-login-form';
import { loginProblem } from '../lib/login-problem';
import type { IssueKeyOf } from '../../../lib/form-issues';
import type { LOGIN_ISSUES } from '../lib/login-schema';
import { LoginProblemAlert } from './login-problem-alert';
import { lazy, Suspense, useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { TwoFactorStep } from './two-factor-step';
import type { LoginCredentials } from '../api/login';

// only after sign-in answers email_not_confirmed: kept off the sign-in page's first load
const ResendDialog = lazy(() => import('../../../components/ui/resend-dialog').then((m) => ({ default: m.ResendDialog })));

/** On success the session is stored; the route redirects once it sees the signed-in state. */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const showError = useErrorDialog();
  const { form, canSubmit } = useLoginForm();
  const [resendFor, setResendFor] = useState<string | null>(null);
  const [codeFor, setCodeFor] = useState<LoginCredentials | null>(null);
  const login = useLogin({
    onError: (error) => {
      if (isApiError(error) && error.code === 'two_factor_required') return setCodeFor(form.getValues());
      if (loginProblem(error) === 'emailNotConfirmed') setResendFor(form.getValues('email'));
      if (!loginProblem(error)) showError(error);
    },
  });
  const problem = loginProblem(login.error);
  const { errors } = form.formState;
  const fieldError = (key?: string) => (key ? t(key as IssueKeyOf<typeof LOGIN_ISSUES>) : undefined);
  if (codeFor)
    return (
      <TwoFactorStep
        credentials={codeFor}
        onBack={() => {
          setCodeFor(null);
          login.reset();
        }}
      />
    );
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => login.mutate(values))}>
      <Stack gap="md">
        {problem && <LoginProblemAlert problem={problem} icon={<IconAlertCircle aria-hidden />} />}
        <TextInput
          {...form.register('email')}
          type="email"
          label={t('login.email')}
          placeholder={t('login.emailPlaceholder')}
          autoComplete="username"
          withAsterisk
          error={fieldError(errors.email?.message)}
        />
        <PasswordInput
          {...form.register('password')}
          label={t('login.password')}
          autoComplete="current-password"
          visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
          withAsterisk
          error={fieldError(errors.password?.message)}
        />
        <Button type="submit" disabled={!canSubmit} loading={login.isPending} fullWidth>
          {t('login.submit')}
        </Button>
      </Stack>
      {resendFor != null && (
        <Suspense fallback={null}>
          <ResendDialog opened email={resendFor} onClose={() => setResendFor(null)} />
        </Suspense>
      )}
    </form>
  );
}

import { useState } from 'react';
import { Anchor, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES, resetForm } from '@portal/contract';
import { PasswordChecklist } from '../../../components/ui/password-checklist';
import { SignupLink, type RegistrationSwitches } from '../../../components/ui/signup-link';
import { notify } from '../../../lib/notify';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from './auth-card';

/** /auth/reset-password/:code: a new password with the live checklist (spec 001 §2, §5); links to sign in and to register. */
export function ResetPasswordScreen({ code, registration }: { code: string; registration?: RegistrationSwitches }) {
  const { t } = useTranslation('recovery');
  const showError = useErrorDialog();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [passwordConfirm, setConfirm] = useState('');
  const [touched, setTouched] = useState({ password: false, confirm: false });
  const reset = useResetPassword(() => {
    notify({ kind: 'success', message: t('reset.done') });
    void navigate(ROUTES.auth, { replace: true });
  });
  const parsed = resetForm.safeParse({ password, passwordConfirm });
  const issue = (field: string) => (parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === field)?.message);
  const pwError = touched.password ? (password ? issue('password') : 'required') : undefined;
  const cfError = touched.confirm ? (passwordConfirm ? issue('passwordConfirm') : 'required') : undefined;
  return (
    <AuthCard title={t('reset.title')}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (parsed.success) reset.mutate({ password, code }, { onError: (err) => showError(err) });
        }}
      >
        <Stack>
          <PasswordInput
            label={t('fields.newPassword')}
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            onBlur={() => setTouched((s) => ({ ...s, password: true }))}
            error={pwError ? t(`validation.${pwError}` as 'validation.required') : undefined}
            visibilityToggleButtonProps={{ 'aria-label': t('togglePassword') }}
            withAsterisk
          />
          <PasswordChecklist
            password={password}
            title={t('checklist.title')}
            labels={{ length: t('checklist.length'), lowerUpper: t('checklist.lowerUpper'), digitSpecial: t('checklist.digitSpecial') }}
          />
          <PasswordInput
            label={t('fields.passwordConfirm')}
            autoComplete="new-password"
            value={passwordConfirm}
            onChange={(e) => setConfirm(e.currentTarget.value)}
            onBlur={() => setTouched((s) => ({ ...s, confirm: true }))}
            error={cfError ? t(`validation.${cfError}` as 'validation.required') : undefined}
            visibilityToggleButtonProps={{ 'aria-label': t('togglePassword') }}
            withAsterisk
          />
          <Button type="submit" disabled={!parsed.success} loading={reset.isPending} fullWidth>
            {t('reset.submit')}
          </Button>
          <Anchor component={Link} to={ROUTES.auth} size="sm">
            {t('backToLogin')}
          </Anchor>
          <Group gap={4}>
            <Text size="sm">{t('noAccount')}</Text>
            <SignupLink status={registration}>{t('register')}</SignupLink>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}

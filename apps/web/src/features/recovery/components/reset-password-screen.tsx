import { Button, PasswordInput, Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ROUTES } from '@portal/contract';
import { PasswordChecklist } from '../../../components/ui/password-checklist';
import type { RegistrationSwitches } from '../../../components/ui/signup-link';
import { useRevalidate } from '../../../hooks/use-revalidate';
import { withIssueKeys, type IssueKeyOf } from '../../../lib/form-issues';
import { notify } from '../../../lib/notify';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { useResetPassword } from '../api/reset-password';
import { RESET_ISSUES, resetFormSchema, type ResetFormValues } from '../lib/recovery-forms';
import { AuthCard } from './auth-card';
import { RecoveryLinks } from './recovery-links';

/** /auth/reset-password/:code: a new password with the live checklist (customer-portal §2, §5); links to sign in and to register. */
export function ResetPasswordScreen({ code, registration }: { code: string; registration?: RegistrationSwitches }) {
  const { t } = useTranslation('recovery');
  const showError = useErrorDialog();
  const navigate = useNavigate();
  const form = useForm<ResetFormValues>({
    // blanks are a password's characters: only an empty field is 'required'
    resolver: withIssueKeys(zodResolver(resetFormSchema), RESET_ISSUES, 'exact'),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: { password: '', passwordConfirm: '' },
  });
  useRevalidate(form, 'password', 'passwordConfirm');
  const password = useWatch({ control: form.control, name: 'password' });
  const reset = useResetPassword(() => {
    notify({ kind: 'success', message: t('reset.done') });
    void navigate(ROUTES.auth, { replace: true });
  });
  const { errors, isValid } = form.formState;
  const issue = (field: keyof ResetFormValues) => {
    const key = errors[field]?.message as IssueKeyOf<typeof RESET_ISSUES> | undefined;
    return key ? t(key) : undefined;
  };
  const submit = form.handleSubmit((values) => reset.mutate({ password: values.password, code }, { onError: (err) => showError(err) }));
  const toggle = { 'aria-label': t('togglePassword') };
  return (
    <AuthCard title={t('reset.title')}>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <Stack>
          <PasswordInput
            {...form.register('password')}
            label={t('fields.newPassword')}
            autoComplete="new-password"
            error={issue('password')}
            visibilityToggleButtonProps={toggle}
            withAsterisk
          />
          <PasswordChecklist
            password={password}
            title={t('checklist.title')}
            labels={{ length: t('checklist.length'), lowerUpper: t('checklist.lowerUpper'), digitSpecial: t('checklist.digitSpecial') }}
          />
          <PasswordInput
            {...form.register('passwordConfirm')}
            label={t('fields.passwordConfirm')}
            autoComplete="new-password"
            error={issue('passwordConfirm')}
            visibilityToggleButtonProps={toggle}
            withAsterisk
          />
          <Button type="submit" disabled={!isValid} loading={reset.isPending} fullWidth>
            {t('reset.submit')}
          </Button>
          <RecoveryLinks registration={registration} />
        </Stack>
      </form>
    </AuthCard>
  );
}

import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { twoFactorStartBody, type TwoFactorStartBody } from '@portal/contract';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { isApiError } from '../../../lib/api-error';
import { stepUp } from '../api/step-up';

/** Step-up of a user without two-factor: the account password; a wrong one is said next to the field. */
export function StepUpPasswordForm({ onDone }: { onDone: (ok: boolean) => void }) {
  const { t } = useTranslation('security');
  const showError = useErrorDialog();
  const form = useForm<TwoFactorStartBody>({ resolver: zodResolver(twoFactorStartBody), defaultValues: { password: '' } });
  const finish = (ok: boolean) => {
    onDone(ok);
    form.reset({ password: '' });
  };
  const confirm = useMutation({
    mutationFn: stepUp,
    onSuccess: () => finish(true),
    onError: (error) => {
      if (isApiError(error) && error.status === 417 && error.body?.error_param === 'password')
        form.setError('password', { type: 'manual', message: t('stepUp.passwordInvalid') });
      else showError(error);
    },
  });
  const error = form.formState.errors.password;
  return (
    <form noValidate onSubmit={(e) => void form.handleSubmit((body) => confirm.mutate(body))(e)}>
      <Stack gap="md">
        <Text size="sm">{t('stepUp.passwordText')}</Text>
        <PasswordInput
          {...form.register('password')}
          label={t('enrol.password')}
          autoComplete="current-password"
          withAsterisk
          data-autofocus
          visibilityToggleButtonProps={{ 'aria-label': t('enrol.passwordToggle') }}
          error={error ? (error.type === 'manual' ? error.message : t('enrol.passwordRequired')) : undefined}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => finish(false)}>
            {t('stepUp.cancel')}
          </Button>
          <Button type="submit" loading={confirm.isPending}>
            {t('stepUp.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

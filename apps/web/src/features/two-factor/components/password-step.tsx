import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { twoFactorStartBody, type TwoFactorEnrolment, type TwoFactorStartBody } from '@portal/contract';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { useStartEnrolment } from '../api/start-enrolment';

/** Setting up two-factor asks for the account password first; a wrong one is said next to the field. */
export function PasswordStep({ onStarted, onCancel }: { onStarted: (e: TwoFactorEnrolment) => void; onCancel: () => void }) {
  const { t } = useTranslation('security');
  const showError = useErrorDialog();
  const form = useForm<TwoFactorStartBody>({ resolver: zodResolver(twoFactorStartBody), defaultValues: { password: '' } });
  const start = useStartEnrolment({
    onSuccess: onStarted,
    onError: (error) => showError(error, [{ error: 'invalid', title: t('enrol.passwordTitle'), message: t('enrol.passwordInvalid') }]),
  });
  const error = form.formState.errors.password ? t('enrol.passwordRequired') : undefined;
  return (
    <form noValidate onSubmit={(e) => void form.handleSubmit((body) => start.mutate(body))(e)}>
      <Stack gap="md" maw={360}>
        <Text size="sm">{t('enrol.passwordText')}</Text>
        <PasswordInput
          {...form.register('password')}
          label={t('enrol.password')}
          autoComplete="current-password"
          withAsterisk
          visibilityToggleButtonProps={{ 'aria-label': t('enrol.passwordToggle') }}
          error={error}
        />
        <Group>
          <Button type="submit" loading={start.isPending}>
            {t('enrol.continue')}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('enrol.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

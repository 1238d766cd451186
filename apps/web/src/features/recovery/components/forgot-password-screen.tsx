import { Button, Stack, Text, TextInput } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import type { RegistrationSwitches } from '../../../components/ui/signup-link';
import { withIssueKeys, type IssueKeyOf } from '../../../lib/form-issues';
import { notify } from '../../../lib/notify';
import { useForgotPassword } from '../api/forgot-password';
import { FORGOT_ISSUES, forgotFormSchema, type ForgotFormValues } from '../lib/recovery-forms';
import { AuthCard } from './auth-card';
import { RecoveryLinks } from './recovery-links';

/**
 * /auth/forgot-password (customer-portal §2, §4): the same notice whether or not the account exists,
 * then `onSent` (the route ends any session and goes to /auth).
 */
export function ForgotPasswordScreen({ registration, onSent }: { registration?: RegistrationSwitches; onSent: () => void }) {
  const { t } = useTranslation('recovery');
  const showError = useErrorDialog();
  const form = useForm<ForgotFormValues>({
    // only an empty field is 'required'; blanks alone are not a valid e-mail
    resolver: withIssueKeys(zodResolver(forgotFormSchema), FORGOT_ISSUES, 'exact'),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: { email: '' },
  });
  const forgot = useForgotPassword(() => {
    notify({ kind: 'success', message: t('forgot.sent') });
    onSent();
  });
  const issue = form.formState.errors.email?.message as IssueKeyOf<typeof FORGOT_ISSUES> | undefined;
  return (
    <AuthCard title={t('forgot.title')}>
      <Text size="sm" c="dimmed">
        {t('forgot.text')}
      </Text>
      <form
        noValidate
        onSubmit={(e) => void form.handleSubmit((values) => forgot.mutate(values.email, { onError: (err) => showError(err) }))(e)}
      >
        <Stack>
          <TextInput
            {...form.register('email')}
            label={t('fields.email')}
            type="email"
            autoComplete="username"
            leftSection={<IconMail size={16} aria-hidden />}
            error={issue ? t(issue) : undefined}
            withAsterisk
          />
          <Button type="submit" disabled={!form.formState.isValid} loading={forgot.isPending} fullWidth>
            {t('forgot.submit')}
          </Button>
        </Stack>
      </form>
      <RecoveryLinks registration={registration} />
    </AuthCard>
  );
}

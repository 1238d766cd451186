import { useState } from 'react';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES, email as emailSchema } from '@portal/contract';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { SignupLink, type RegistrationSwitches } from '../../../components/ui/signup-link';
import { notify } from '../../../lib/notify';
import { useForgotPassword } from '../api/forgot-password';
import { AuthCard } from './auth-card';

/**
 * /auth/forgot-password (spec 001 §2, §4): the same notice whether or not the account exists,
 * then `onSent` (the route ends any session and goes to /auth).
 */
export function ForgotPasswordScreen({ registration, onSent }: { registration?: RegistrationSwitches; onSent: () => void }) {
  const { t } = useTranslation('recovery');
  const showError = useErrorDialog();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const forgot = useForgotPassword(() => {
    notify({ kind: 'success', message: t('forgot.sent') });
    onSent();
  });
  const valid = emailSchema.safeParse(email.trim()).success;
  return (
    <AuthCard title={t('forgot.title')}>
      <Text size="sm" c="dimmed">
        {t('forgot.text')}
      </Text>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) forgot.mutate(email.trim(), { onError: (err) => showError(err) });
        }}
      >
        <Stack>
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="username"
            leftSection={<IconMail size={16} aria-hidden />}
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            onBlur={() => setTouched(true)}
            error={touched && !valid ? t(email ? 'validation.email' : 'validation.required') : undefined}
            withAsterisk
          />
          <Button type="submit" disabled={!valid} loading={forgot.isPending} fullWidth>
            {t('forgot.submit')}
          </Button>
        </Stack>
      </form>
      <Anchor component={Link} to={ROUTES.auth} size="sm">
        {t('backToLogin')}
      </Anchor>
      <Group gap={4}>
        <Text size="sm">{t('noAccount')}</Text>
        <SignupLink status={registration}>{t('register')}</SignupLink>
      </Group>
    </AuthCard>
  );
}

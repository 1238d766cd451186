import { useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES, email as emailSchema } from '@portal/contract';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { useForgotPassword } from '../api/forgot-password';
import { AuthCard } from './auth-card';

/** /auth/forgot-password: the same notice whether or not the account exists. */
export function ForgotPasswordScreen() {
  const { t } = useTranslation('recovery');
  const showError = useErrorDialog();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [sent, setSent] = useState(false);
  const forgot = useForgotPassword(() => setSent(true));
  const valid = emailSchema.safeParse(email.trim()).success;
  return (
    <AuthCard title={t('forgot.title')}>
      <Text size="sm" c="dimmed">
        {t('forgot.text')}
      </Text>
      {sent ? (
        <Alert color="green" variant="light" role="status">
          {t('forgot.sent')}
        </Alert>
      ) : (
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
      )}
      <Anchor component={Link} to={ROUTES.auth} size="sm">
        {t('backToLogin')}
      </Anchor>
      <Group gap={4}>
        <Text size="sm">{t('noAccount')}</Text>
        <Anchor component={Link} to={ROUTES.signup} size="sm">
          {t('register')}
        </Anchor>
      </Group>
    </AuthCard>
  );
}

import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONSOLE_ROUTES, PASSWORD_RULES, type PasswordRule } from '@portal/contract';
import { PasswordChecklist } from '../../../components/ui/password-checklist';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { isApiError } from '../../../lib/api-error';
import { useAcceptInvitation } from '../api/accept-invitation';

const meetsRules = (p: string) => (Object.keys(PASSWORD_RULES) as PasswordRule[]).every((r) => PASSWORD_RULES[r](p));

/**
 * The invited operator's page (the e-mailed link, `?code=…&email=…`): it sets its password; its first sign-in
 * then sets up the authenticator app.
 */
export function AcceptInvitation({ code, email }: { code: string; email: string }) {
  const { t } = useTranslation('console');
  const { t: tr } = useTranslation('registration');
  useDocumentTitle(t('accept.title'));
  const showError = useErrorDialog();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [invalidLink, setInvalidLink] = useState(!code || !email);
  const accept = useAcceptInvitation();
  const mismatch = confirm.length > 0 && confirm !== password;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    accept.mutate(
      { email, code, password },
      { onError: (e) => (isApiError(e) && e.code === 'operator_invitation_invalid' ? setInvalidLink(true) : showError(e)) },
    );
  };
  if (accept.isSuccess)
    return (
      <Stack gap="md">
        <Title order={1}>{t('accept.title')}</Title>
        <Alert color="green" role="status" title={t('accept.doneTitle')}>
          {t('accept.done')}
        </Alert>
        <Button component={Link} to={CONSOLE_ROUTES.signIn} w="fit-content">
          {t('accept.signIn')}
        </Button>
      </Stack>
    );
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Title order={1}>{t('accept.title')}</Title>
        {invalidLink ? (
          <Alert color="red" role="alert">
            {t('accept.invalid')}{' '}
            <Anchor component={Link} to={CONSOLE_ROUTES.signIn}>
              {t('accept.signIn')}
            </Anchor>
          </Alert>
        ) : (
          <>
            <Text size="sm">{t('accept.intro')}</Text>
            <TextInput label={t('signIn.email')} value={email} readOnly autoComplete="username" />
            <PasswordInput
              label={t('accept.password')}
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              visibilityToggleButtonProps={{ 'aria-label': t('signIn.togglePassword') }}
              required
            />
            <PasswordChecklist
              password={password}
              title={tr('checklist.title')}
              labels={{
                length: tr('checklist.length'),
                lowerUpper: tr('checklist.lowerUpper'),
                digitSpecial: tr('checklist.digitSpecial'),
              }}
            />
            <PasswordInput
              label={t('accept.confirm')}
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => setConfirm(e.currentTarget.value)}
              visibilityToggleButtonProps={{ 'aria-label': t('signIn.togglePassword') }}
              error={mismatch ? t('accept.mismatch') : undefined}
              required
            />
            <Button type="submit" loading={accept.isPending} disabled={!meetsRules(password) || confirm !== password}>
              {t('accept.submit')}
            </Button>
          </>
        )}
      </Stack>
    </form>
  );
}

import { useState } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { CONSOLE_ROUTES, operatorAcceptBody, PASSWORD_RULES, type PasswordRule } from '@portal/contract';
import { PasswordChecklist } from '../../../components/ui/password-checklist';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { isApiError } from '../../../lib/api-error';
import { useAcceptInvitation } from '../api/accept-invitation';
import { consoleResolver, useFieldError, useFormCallError } from '../lib/console-form';

/** The contract's body and the confirmation, which is checked here and never sent. */
const acceptForm = z.extend(operatorAcceptBody, { confirm: z.string() });
type AcceptForm = z.infer<typeof acceptForm>;

const meetsRules = (p: string) => (Object.keys(PASSWORD_RULES) as PasswordRule[]).every((r) => PASSWORD_RULES[r](p));

/**
 * The invited operator's page (the e-mailed link, `?code=…&email=…`): it sets its password; its first sign-in
 * then sets up the authenticator app.
 */
export function AcceptInvitation({ code, email }: { code: string; email: string }) {
  const { t } = useTranslation('console');
  const { t: tr } = useTranslation('registration');
  useDocumentTitle(t('accept.title'));
  const [invalidLink, setInvalidLink] = useState(!code || !email);
  const form = useForm<AcceptForm>({ resolver: consoleResolver(acceptForm), defaultValues: { email, code, password: '', confirm: '' } });
  const fieldError = useFieldError();
  const onError = useFormCallError(form);
  const accept = useAcceptInvitation();
  const [password, confirm] = useWatch({ control: form.control, name: ['password', 'confirm'] });
  const mismatch = confirm.length > 0 && confirm !== password;
  const submit = (body: AcceptForm) =>
    accept.mutate(
      { email: body.email, code: body.code, password: body.password },
      { onError: (e) => (isApiError(e) && e.code === 'operator_invitation_invalid' ? setInvalidLink(true) : onError(e)) },
    );
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
    <form noValidate onSubmit={(e) => void form.handleSubmit(submit)(e)}>
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
              {...form.register('password')}
              error={fieldError(form.formState.errors.password)}
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
              {...form.register('confirm')}
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

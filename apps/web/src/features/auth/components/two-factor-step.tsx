import { useState } from 'react';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OneTimeCodeInput, type CodeKind } from '../../../components/ui/one-time-code-input';
import { useCodeForm } from '../../../hooks/use-code-form';
import { CodeProblemAlert } from '../../../components/ui/code-problem-alert';
import { useCodeProblem } from '../../../hooks/use-code-problem';
import { useLogin, type LoginCredentials } from '../api/login';

function CodeForm({ kind, credentials }: { kind: CodeKind; credentials: LoginCredentials }) {
  const { t } = useTranslation('security');
  const { form, issue } = useCodeForm(kind);
  const { problem, onError, clear } = useCodeProblem();
  const login = useLogin({ onError });
  const submit = form.handleSubmit(({ code }) => {
    clear();
    login.mutate({ ...credentials, code });
  });
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <CodeProblemAlert problem={problem} />
        <Text size="sm">{kind === 'totp' ? t('login.intro') : t('login.introRecovery')}</Text>
        <OneTimeCodeInput
          {...form.register('code')}
          kind={kind}
          label={kind === 'totp' ? t('login.code') : t('login.recoveryCode')}
          withAsterisk
          autoFocus
          error={issue ? t(issue) : undefined}
        />
        <Button type="submit" loading={login.isPending} fullWidth>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/** The second step of sign-in when two-factor authentication is on: a code from the app or a recovery code. */
export function TwoFactorStep({ credentials, onBack }: { credentials: LoginCredentials; onBack: () => void }) {
  const { t } = useTranslation('security');
  const [kind, setKind] = useState<CodeKind>('totp');
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('login.title')}
      </Title>
      <CodeForm key={kind} kind={kind} credentials={credentials} />
      <Group justify="space-between" gap="xs">
        <Anchor component="button" type="button" size="sm" onClick={() => setKind(kind === 'totp' ? 'recovery' : 'totp')}>
          {kind === 'totp' ? t('login.useRecovery') : t('login.useApp')}
        </Anchor>
        <Anchor component="button" type="button" size="sm" onClick={onBack}>
          {t('login.back')}
        </Anchor>
      </Group>
    </Stack>
  );
}

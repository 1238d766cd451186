import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CodeProblemAlert } from '../../../components/ui/code-problem-alert';
import { OneTimeCodeInput } from '../../../components/ui/one-time-code-input';
import { useCodeForm } from '../../../hooks/use-code-form';
import { useCodeProblem } from '../../../hooks/use-code-problem';
import { notify } from '../../../lib/notify';
import { useDisableTwoFactor } from '../api/disable-two-factor';

/** Turning it off takes a current code from the app or one of the recovery codes. */
export function DisableForm() {
  const { t } = useTranslation('security');
  const { form, issue } = useCodeForm('either');
  const { problem, onError, clear } = useCodeProblem();
  const disable = useDisableTwoFactor({ onSuccess: () => notify({ message: t('notices.disabled'), kind: 'success' }), onError });
  return (
    <form
      noValidate
      aria-labelledby="two-factor-disable-title"
      onSubmit={form.handleSubmit(({ code }) => {
        clear();
        disable.mutate(code);
      })}
    >
      <Stack gap="sm" maw={360}>
        <Title order={3} size="h4" id="two-factor-disable-title">
          {t('disable.title')}
        </Title>
        <Text size="sm">{t('disable.text')}</Text>
        <CodeProblemAlert problem={problem} />
        <OneTimeCodeInput
          {...form.register('code')}
          kind="either"
          label={t('disable.code')}
          withAsterisk
          error={issue ? t(issue) : undefined}
        />
        <Button type="submit" color="red" variant="outline" loading={disable.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('disable.submit')}
        </Button>
      </Stack>
    </form>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ERROR_DIALOG_Z_INDEX } from '../../../components/errors/two-factor-dialog';
import { CodeProblemAlert } from '../../../components/ui/code-problem-alert';
import { OneTimeCodeInput } from '../../../components/ui/one-time-code-input';
import { useCodeForm } from '../../../hooks/use-code-form';
import { useCodeProblem } from '../../../hooks/use-code-problem';
import { setStepUpHandler } from '../../../lib/api-client';
import { stepUp } from '../api/step-up';

/**
 * The one step-up prompt (issue 13): a sensitive action answered 403 step_up_required, so this asks
 * for a code from the authenticator app (or a recovery code); once the server takes it, the action is
 * sent again by the API client. Calls waiting at the same time share this one prompt.
 */
export function StepUpPrompt() {
  const { t } = useTranslation('security');
  const [resolve, setResolve] = useState<((ok: boolean) => void) | null>(null);
  const waiting = useRef<Promise<boolean> | null>(null);
  const { form, issue } = useCodeForm('either');
  const { problem, onError, clear } = useCodeProblem();

  useEffect(() => {
    setStepUpHandler(() => {
      waiting.current ??= new Promise<boolean>((done) => setResolve(() => done)).finally(() => {
        waiting.current = null;
      });
      return waiting.current;
    });
    return () => setStepUpHandler(null);
  }, []);

  const finish = (ok: boolean) => {
    resolve?.(ok);
    setResolve(null);
    form.reset({ code: '' });
    clear();
  };
  const confirm = useMutation({ mutationFn: stepUp, onSuccess: () => finish(true), onError });

  return (
    <Modal
      opened={resolve !== null}
      onClose={() => finish(false)}
      title={t('stepUp.title')}
      centered
      zIndex={ERROR_DIALOG_Z_INDEX - 1}
      closeButtonProps={{ 'aria-label': t('stepUp.cancel') }}
    >
      <form
        noValidate
        onSubmit={form.handleSubmit(({ code }) => {
          clear();
          confirm.mutate(code);
        })}
      >
        <Stack gap="md">
          <Text size="sm">{t('stepUp.text')}</Text>
          <CodeProblemAlert problem={problem} />
          <OneTimeCodeInput
            {...form.register('code')}
            kind="either"
            label={t('stepUp.code')}
            withAsterisk
            data-autofocus
            error={issue ? t(issue) : undefined}
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
    </Modal>
  );
}

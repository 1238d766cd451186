import '../../../styles/mantine-later.css';
import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ERROR_DIALOG_Z_INDEX } from '../../../components/errors/two-factor-dialog';
import { CodeProblemAlert } from '../../../components/ui/code-problem-alert';
import { OneTimeCodeInput } from '../../../components/ui/one-time-code-input';
import { useCodeForm } from '../../../hooks/use-code-form';
import { useCodeProblem } from '../../../hooks/use-code-problem';
import { stepUp } from '../api/step-up';
import { useTwoFactor } from '../api/get-two-factor';
import { StepUpPasswordForm } from './step-up-password-form';

interface StepUpDialogProps {
  opened: boolean;
  onDone: (ok: boolean) => void;
  /** the operator console's step-up: an authenticator code only, sent by the console (operators always have one) */
  confirmCode?: (code: string) => Promise<unknown>;
}

/**
 * The step-up dialog of StepUpPrompt: asks for the code, or the password when the user has no two-factor;
 * `onDone(true)` once the server took it, `onDone(false)` on cancel.
 */
export function StepUpDialog(props: StepUpDialogProps) {
  return props.confirmCode ? <StepUpModal {...props} withCode /> : <PartnerStepUpDialog {...props} />;
}

function PartnerStepUpDialog(props: StepUpDialogProps) {
  return <StepUpModal {...props} withCode={useTwoFactor().data?.enabled} />;
}

function StepUpModal({ opened, onDone, confirmCode, withCode }: StepUpDialogProps & { withCode: boolean | undefined }) {
  const { t } = useTranslation('security');
  return (
    <Modal
      opened={opened}
      onClose={() => onDone(false)}
      title={t(withCode === false ? 'stepUp.passwordTitle' : 'stepUp.title')}
      centered
      zIndex={ERROR_DIALOG_Z_INDEX - 1}
      closeButtonProps={{ 'aria-label': t('stepUp.cancel') }}
    >
      {withCode === undefined ? (
        <Loader size="sm" />
      ) : withCode ? (
        <CodeForm onDone={onDone} confirmCode={confirmCode} />
      ) : (
        <StepUpPasswordForm onDone={onDone} />
      )}
    </Modal>
  );
}

function CodeForm({ onDone, confirmCode }: Pick<StepUpDialogProps, 'onDone' | 'confirmCode'>) {
  const { t } = useTranslation('security');
  const kind = confirmCode ? 'totp' : 'either';
  const { form, issue } = useCodeForm(kind);
  const { problem, onError, clear } = useCodeProblem();
  const finish = (ok: boolean) => {
    onDone(ok);
    form.reset({ code: '' });
    clear();
  };
  const confirm = useMutation({ mutationFn: confirmCode ?? ((code: string) => stepUp({ code })), onSuccess: () => finish(true), onError });

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ code }) => {
        clear();
        confirm.mutate(code);
      })}
    >
      <Stack gap="md">
        <Text size="sm">{t(confirmCode ? 'stepUp.operatorText' : 'stepUp.text')}</Text>
        <CodeProblemAlert problem={problem} />
        <OneTimeCodeInput
          {...form.register('code')}
          kind={kind}
          label={t(confirmCode ? 'stepUp.operatorCode' : 'stepUp.code')}
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
  );
}

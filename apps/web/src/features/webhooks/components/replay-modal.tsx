import { Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { FormActions } from '../../../components/ui/form-actions';
import { withIssueKeys, type IssueKeyOf } from '../../../lib/form-issues';
import { notify } from '../../../lib/notify';
import { useReplayFailed } from '../api/replay-failed';
import { REPLAY_ISSUES, defaultReplaySince, replayFormSchema, type ReplayFormValues } from '../lib/replay-since';

/** "Replay failed since…": a date and time (local), then every failed delivery since then is sent again. */
export function ReplayModal({ webhookId, opened, onClose }: { webhookId: string; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('webhooks');
  return (
    <Modal opened={opened} onClose={onClose} title={t('replay.title')} closeButtonProps={{ 'aria-label': t('replay.close') }}>
      {opened && <ReplayForm webhookId={webhookId} onClose={onClose} />}
    </Modal>
  );
}

/** Mounted each time the dialog opens, so it starts from "one day ago". */
function ReplayForm({ webhookId, onClose }: { webhookId: string; onClose: () => void }) {
  const { t } = useTranslation('webhooks');
  const showError = useErrorDialog();
  const form = useForm<ReplayFormValues, unknown, { since: string }>({
    resolver: withIssueKeys(zodResolver(replayFormSchema), REPLAY_ISSUES),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: { since: defaultReplaySince() },
  });
  const replay = useReplayFailed({
    onSuccess: ({ replayed }) => {
      notify({ kind: replayed ? 'success' : 'info', message: replayed ? t('replay.done', { count: replayed }) : t('replay.none') });
      onClose();
    },
    onError: showError,
  });
  const issue = form.formState.errors.since?.message as IssueKeyOf<typeof REPLAY_ISSUES> | undefined;
  return (
    <form noValidate onSubmit={(e) => void form.handleSubmit(({ since }) => replay.mutate({ id: webhookId, since }))(e)}>
      <Stack gap="md">
        <Text size="sm">{t('replay.text')}</Text>
        <TextInput
          {...form.register('since')}
          type="datetime-local"
          label={t('replay.since')}
          description={t('replay.sinceHint')}
          withAsterisk
          data-autofocus
          error={issue ? t(issue) : undefined}
        />
        <FormActions cancelLabel={t('replay.cancel')} submitLabel={t('replay.submit')} onCancel={onClose} pending={replay.isPending} />
      </Stack>
    </form>
  );
}

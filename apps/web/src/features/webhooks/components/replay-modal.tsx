import { useState } from 'react';
import { Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { FormActions } from '../../../components/ui/form-actions';
import { notify } from '../../../lib/notify';
import { useReplayFailed } from '../api/replay-failed';
import { defaultReplaySince, localInputToIso } from '../lib/replay-since';

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
  const [since, setSince] = useState(defaultReplaySince);
  const [touched, setTouched] = useState(false);
  const replay = useReplayFailed({
    onSuccess: ({ replayed }) => {
      notify({ kind: replayed ? 'success' : 'info', message: replayed ? t('replay.done', { count: replayed }) : t('replay.none') });
      onClose();
    },
    onError: showError,
  });
  const iso = localInputToIso(since);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (iso) replay.mutate({ id: webhookId, since: iso });
      }}
    >
      <Stack gap="md">
        <Text size="sm">{t('replay.text')}</Text>
        <TextInput
          type="datetime-local"
          label={t('replay.since')}
          description={t('replay.sinceHint')}
          value={since}
          onChange={(e) => setSince(e.currentTarget.value)}
          onBlur={() => setTouched(true)}
          withAsterisk
          data-autofocus
          error={touched && !iso ? t('replay.sinceInvalid') : undefined}
        />
        <FormActions cancelLabel={t('replay.cancel')} submitLabel={t('replay.submit')} onCancel={onClose} pending={replay.isPending} />
      </Stack>
    </form>
  );
}

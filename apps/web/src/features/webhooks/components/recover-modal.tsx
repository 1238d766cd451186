import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { FormActions } from '../../../components/ui/form-actions';
import { withIssueKeys, type IssueKeyOf } from '../../../lib/form-issues';
import { useRecoverFailed } from '../api/recover-failed';
import {
  RECOVER_PRESETS,
  REPLAY_ISSUES,
  defaultReplaySince,
  replayFormSchema,
  toLocalInput,
  type ReplayFormValues,
} from '../lib/replay-since';

const PRESET_KEYS = { hour: 'replay.preset.hour', day: 'replay.preset.day', week: 'replay.preset.week' } as const;

/** "Recover failed deliveries": a time (presets or any date and time), then every delivery failed since then goes again. */
export function RecoverModal({ webhookId, opened, onClose }: { webhookId: string; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('webhooks');
  return (
    <Modal opened={opened} onClose={onClose} title={t('replay.title')} closeButtonProps={{ 'aria-label': t('replay.close') }}>
      {opened && <RecoverForm webhookId={webhookId} onClose={onClose} />}
    </Modal>
  );
}

/** Mounted each time the dialog opens, so it starts from "one day ago". */
function RecoverForm({ webhookId, onClose }: { webhookId: string; onClose: () => void }) {
  const { t } = useTranslation('webhooks');
  const showError = useErrorDialog();
  const [recovered, setRecovered] = useState<number | null>(null);
  const form = useForm<ReplayFormValues, unknown, { since: string }>({
    resolver: withIssueKeys(zodResolver(replayFormSchema), REPLAY_ISSUES),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: { since: defaultReplaySince() },
  });
  const recover = useRecoverFailed({ onSuccess: (r) => setRecovered(r.recovered), onError: showError });
  const issue = form.formState.errors.since?.message as IssueKeyOf<typeof REPLAY_ISSUES> | undefined;
  if (recovered !== null)
    return (
      <Stack gap="md">
        <Alert color={recovered ? 'green' : 'gray'} variant="light" aria-live="polite">
          {recovered ? t('replay.done', { count: recovered }) : t('replay.none')}
        </Alert>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {t('replay.close')}
          </Button>
        </Group>
      </Stack>
    );
  return (
    <form noValidate onSubmit={(e) => void form.handleSubmit(({ since }) => recover.mutate({ id: webhookId, since }))(e)}>
      <Stack gap="md">
        <Text size="sm">{t('replay.text')}</Text>
        <Group gap="xs" role="group" aria-label={t('replay.presets')}>
          {RECOVER_PRESETS.map((p) => (
            <Button
              key={p.key}
              size="xs"
              variant="default"
              onClick={() => form.setValue('since', toLocalInput(new Date(Date.now() - p.ms)), { shouldValidate: true })}
            >
              {t(PRESET_KEYS[p.key])}
            </Button>
          ))}
        </Group>
        <TextInput
          {...form.register('since')}
          type="datetime-local"
          label={t('replay.since')}
          description={t('replay.sinceHint')}
          withAsterisk
          data-autofocus
          error={issue ? t(issue) : undefined}
        />
        <FormActions cancelLabel={t('replay.cancel')} submitLabel={t('replay.submit')} onCancel={onClose} pending={recover.isPending} />
      </Stack>
    </form>
  );
}

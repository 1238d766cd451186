import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Webhook } from '@portal/contract';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { notify } from '../../../lib/notify';
import { useDeleteWebhook } from '../api/delete-webhook';

/** Asks before deleting; on success the 'Webhook removed' notice (spec 001 §8). */
export function DeleteWebhookModal({ webhook, onClose }: { webhook: Webhook | null; onClose: () => void }) {
  const { t } = useTranslation('webhooks');
  const showError = useErrorDialog();
  const remove = useDeleteWebhook({
    onSuccess: () => {
      notify({ kind: 'success', message: t('delete.done') });
      onClose();
    },
    onError: showError,
  });
  return (
    <Modal opened={webhook !== null} onClose={onClose} title={t('delete.title')} closeButtonProps={{ 'aria-label': t('delete.close') }}>
      <Stack gap="md">
        <Text style={{ wordBreak: 'break-word' }}>{t('delete.confirm', { url: webhook?.url ?? '' })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('delete.cancel')}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => webhook && remove.mutate(webhook.uuid)}>
            {t('delete.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

import { useTranslation } from 'react-i18next';
import type { Webhook } from '@portal/contract';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { notify } from '../../../lib/notify';
import { useDeleteWebhook } from '../api/delete-webhook';

/** Asks before deleting; on success the 'Webhook removed' notice (customer-portal §8). */
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
    <ConfirmModal
      opened={webhook !== null}
      title={t('delete.title')}
      message={t('delete.confirm', { url: webhook?.url ?? '' })}
      confirmLabel={t('delete.submit')}
      cancelLabel={t('delete.cancel')}
      closeLabel={t('delete.close')}
      pending={remove.isPending}
      onConfirm={() => webhook && remove.mutate(webhook.uuid)}
      onClose={onClose}
    />
  );
}

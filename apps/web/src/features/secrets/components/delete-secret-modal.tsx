import { useTranslation } from 'react-i18next';
import type { Secret } from '@portal/contract';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { notify } from '../../../lib/notify';
import { useDeleteSecret } from '../api/delete-secret';

/** Asks before deleting: calls signed with the secret are refused from that moment on. */
export function DeleteSecretModal({ secret, onClose }: { secret: Secret | null; onClose: () => void }) {
  const { t } = useTranslation('secrets');
  const showError = useErrorDialog();
  const remove = useDeleteSecret({
    onSuccess: () => {
      notify({ kind: 'success', message: t('delete.done') });
      onClose();
    },
    onError: showError,
  });
  return (
    <ConfirmModal
      opened={secret !== null}
      title={t('delete.title')}
      message={t('delete.confirm', { label: secret?.label ?? '' })}
      confirmLabel={t('delete.submit')}
      cancelLabel={t('delete.cancel')}
      pending={remove.isPending}
      onConfirm={() => secret && remove.mutate(secret.id)}
      onClose={onClose}
    />
  );
}

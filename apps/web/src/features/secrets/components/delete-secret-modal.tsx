import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Secret } from '@portal/contract';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
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
    <Modal opened={secret !== null} onClose={onClose} title={t('delete.title')} closeButtonProps={{ 'aria-label': t('delete.cancel') }}>
      <Stack gap="md">
        <Text>{t('delete.confirm', { label: secret?.label ?? '' })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('delete.cancel')}
          </Button>
          <Button color="red.9" loading={remove.isPending} onClick={() => secret && remove.mutate(secret.id)}>
            {t('delete.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

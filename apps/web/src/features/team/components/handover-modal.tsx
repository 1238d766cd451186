import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TeamMember } from '@portal/contract';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { notify } from '../../../lib/notify';
import { useTransferOwnership } from '../api/transfer-ownership';

/** Asks before the Owner hands the ownership to an Admin (and becomes an Admin itself). */
export function HandoverModal({ member, onClose }: { member: TeamMember | null; onClose: () => void }) {
  const { t } = useTranslation('account');
  const showError = useErrorDialog();
  const transfer = useTransferOwnership({
    onSuccess: () => {
      if (member) notify({ kind: 'success', message: t('team.handover.done', { email: member.email }) });
      onClose();
    },
    onError: (error) => showError(error),
  });
  return (
    <Modal
      opened={member !== null}
      onClose={onClose}
      title={t('team.handover.title')}
      closeButtonProps={{ 'aria-label': t('team.confirm.cancel') }}
    >
      <Stack gap="md">
        <Text>{t('team.handover.text', { email: member?.email ?? '' })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('team.confirm.cancel')}
          </Button>
          <Button
            color="red.9"
            loading={transfer.isPending}
            onClick={() => member && transfer.mutate(member.developerId ?? member.id)}
            data-autofocus
          >
            {t('team.handover.button')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

import '../../styles/mantine-later.css';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ErrorView } from '../../lib/describe-error';
import { ERROR_DIALOG_Z_INDEX, TwoFactorDialog } from './two-factor-dialog';

/** The dialogs of ErrorDialogProvider: the two-factor explanation, or a message with its title. */
export function ErrorDialogs({ view, opened, onClose }: { view: ErrorView | null; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('errors');
  return (
    <>
      <TwoFactorDialog opened={opened && view?.kind === 'twoFactor'} onClose={onClose} />
      <Modal
        opened={opened && view?.kind === 'message'}
        onClose={onClose}
        title={view?.kind === 'message' ? view.title : ''}
        centered
        zIndex={ERROR_DIALOG_Z_INDEX}
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        <Text>{view?.kind === 'message' ? view.message : ''}</Text>
        <Group justify="flex-end" mt="md">
          <Button onClick={onClose}>{t('close')}</Button>
        </Group>
      </Modal>
    </>
  );
}

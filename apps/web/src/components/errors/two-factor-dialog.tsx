import { Button, Group, Modal, Text, getDefaultZIndex } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@portal/contract';

/** Error dialogs open above the dialog whose action failed (e.g. 'Generate secret'), not beneath it. */
export const ERROR_DIALOG_Z_INDEX = getDefaultZIndex('modal') + 10;

/** 403 'two factor auth is disabled' (partner-portal §8): explains and links to the security settings. */
export function TwoFactorDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('errors');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('twoFactor.title')}
      centered
      zIndex={ERROR_DIALOG_Z_INDEX}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Text>{t('twoFactor.text')}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t('close')}
        </Button>
        <Button component={Link} to={ROUTES.security} onClick={onClose}>
          {t('twoFactor.link')}
        </Button>
      </Group>
    </Modal>
  );
}

import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';

interface VerificationDialogProps {
  opened: boolean;
  onClose: () => void;
  supportEmail: string;
}

/**
 * Explains the verification. The identity provider's widget arrives with the account screens;
 * until then the dialog says so plainly and claims no progress.
 */
export function VerificationDialog({ opened, onClose, supportEmail }: VerificationDialogProps) {
  const { t } = useTranslation('kyb');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('dialog.title')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
    >
      <Stack gap="md">
        <Text>{t('dialog.provider')}</Text>
        <Text>
          <Trans
            t={t}
            i18nKey="dialog.availability"
            values={{ email: supportEmail }}
            components={{ mail: <Anchor href={`mailto:${supportEmail}`} /> }}
          />
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('dialog.close')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

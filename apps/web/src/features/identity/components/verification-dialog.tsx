import type { ReactNode } from 'react';
import { Alert, Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { verificationStep, type IdentityProviderName, type KycRecord } from '@portal/contract';
import { notify } from '../../../lib/notify';
import { AddressForm } from './address-form';
import { SandboxWidget } from './sandbox-widget';
import { SumsubWidget } from './sumsub-widget';

interface VerificationDialogProps {
  opened: boolean;
  onClose: () => void;
  record: KycRecord | undefined;
  provider: IdentityProviderName;
  supportEmail: string;
}

/**
 * The verification dialog (customer-portal §4): what it shows follows the KYC record, live — the address
 * form while it is PAID, then the provider's widget, then the review's outcome.
 */
export function VerificationDialog({ opened, onClose, record, provider, supportEmail }: VerificationDialogProps) {
  const { t } = useTranslation('kyb');
  const step = verificationStep(record);
  const submitted = () => {
    notify({ kind: 'success', message: t('widget.submitted') });
    onClose();
  };
  const mail = <Anchor href={`mailto:${supportEmail}`} />;
  const notice = (text: string, extra?: ReactNode) => (
    <Stack gap="md">
      <Text>{text}</Text>
      {extra}
      <Group justify="flex-end">
        <Button onClick={onClose}>{t('dialog.close')}</Button>
      </Group>
    </Stack>
  );
  const contact = (
    <Text>
      <Trans t={t} i18nKey="dialog.contact" values={{ email: supportEmail }} components={{ mail }} />
    </Text>
  );
  let body: ReactNode;
  if (step === 'notOpen') body = notice(t('dialog.notOpen'), contact);
  else if (step === 'address') body = <AddressForm onClose={onClose} />;
  else if (step === 'review') body = notice(t('dialog.review'));
  else if (step === 'verified') body = notice(t('dialog.verified'));
  else if (step === 'rejected') body = notice(t('dialog.rejected', { reason: record?.rejectionReason ?? '—' }), contact);
  else {
    const Widget = provider === 'sumsub' ? SumsubWidget : SandboxWidget;
    body = (
      <Stack gap="md">
        {record?.status === 'REJECTED' && (
          <Alert color="orange" title={t('dialog.retryTitle')}>
            {t('dialog.retry', { reason: record.rejectionReason ?? '—' })}
          </Alert>
        )}
        <Widget onSubmitted={submitted} onClose={onClose} />
      </Stack>
    );
  }
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
        <Text size="sm" c="dimmed">
          {t('dialog.provider')}
        </Text>
        {body}
      </Stack>
    </Modal>
  );
}

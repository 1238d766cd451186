import { useState } from 'react';
import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { KEY_ROLL_OVERLAP_NAMES, type KeyRollOverlap, type Secret } from '@portal/contract';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { formatDateTime } from '../../../lib/format';
import { useRollSecret } from '../api/roll-secret';
import { OVERLAP_LABEL } from '../lib/key-labels';
import { GeneratedSecret } from './generated-secret';

/** Roll: choose how long the old pair keeps working, then the new token and secret are shown once. */
export function RollSecretModal({ secret, onClose }: { secret: Secret | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('secrets');
  const showError = useErrorDialog();
  const [overlap, setOverlap] = useState<KeyRollOverlap>('24h');
  const [made, setMade] = useState<Secret | null>(null);
  const roll = useRollSecret({ onSuccess: setMade, onError: showError });
  const close = () => {
    setMade(null);
    setOverlap('24h');
    roll.reset();
    onClose();
  };
  return (
    <Modal
      opened={secret !== null}
      onClose={close}
      title={made ? t('generated.title') : t('roll.title')}
      closeButtonProps={{ 'aria-label': t('generate.close') }}
      size="lg"
    >
      {made ? (
        <Stack gap="md">
          <Alert color="blue" variant="light">
            {made.previousExpiresDate
              ? t('roll.previousUntil', { date: formatDateTime(made.previousExpiresDate, i18n.language) })
              : t('roll.previousEnded')}
          </Alert>
          <GeneratedSecret secret={made} onDone={close} />
        </Stack>
      ) : (
        <Stack gap="md">
          <Text>{t('roll.text', { label: secret?.label ?? '' })}</Text>
          <Radio.Group value={overlap} onChange={(v) => setOverlap(v as KeyRollOverlap)} label={t('roll.overlap')}>
            <Stack gap="xs" mt="xs">
              {KEY_ROLL_OVERLAP_NAMES.map((o) => (
                <Radio key={o} value={o} label={t(OVERLAP_LABEL[o])} />
              ))}
            </Stack>
          </Radio.Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('generate.cancel')}
            </Button>
            <Button loading={roll.isPending} onClick={() => secret && roll.mutate({ id: secret.id, overlap })}>
              {t('roll.submit')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

import { useState } from 'react';
import { Button, Checkbox, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { notify } from '../../../lib/notify';
import { useResetSandbox } from '../api/reset-sandbox';

/** Empties the partner's sandbox after a confirmation; its keys are revoked only when ticked (server asks step-up). */
export function ResetSandbox() {
  const { t } = useTranslation('simulations');
  const showError = useErrorDialog();
  const reset = useResetSandbox();
  const [opened, setOpened] = useState(false);
  const [keys, setKeys] = useState(false);
  // revoking keys is asked for each time, never remembered from a cancelled dialog
  const close = () => {
    setKeys(false);
    setOpened(false);
  };
  const confirm = () =>
    reset.mutate(
      { keys },
      {
        onSuccess: ({ deleted }) => {
          notify({ message: t('reset.notice', deleted), kind: 'success' });
          close();
        },
        onError: (e) => showError(e),
      },
    );
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="sandbox-reset">
      <Stack gap="xs" align="flex-start">
        <Title order={2} size="h4" id="sandbox-reset">
          {t('reset.title')}
        </Title>
        <Text size="sm">{t('reset.text')}</Text>
        {/* red.9: white text on it keeps AA contrast */}
        <Button color="red.9" onClick={() => setOpened(true)}>
          {t('reset.open')}
        </Button>
      </Stack>
      <ConfirmModal
        opened={opened}
        title={t('reset.title')}
        message={t('reset.text')}
        confirmLabel={t('reset.confirm')}
        cancelLabel={t('reset.cancel')}
        pending={reset.isPending}
        onConfirm={confirm}
        onClose={close}
      >
        <Checkbox label={t('reset.keys')} checked={keys} onChange={(e) => setKeys(e.currentTarget.checked)} />
      </ConfirmModal>
    </Paper>
  );
}

import { useState } from 'react';
import { Button, Checkbox, Group, Paper, Table, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ENVIRONMENT_COUNTS, type ConsolePartnerDetail } from '@portal/contract';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { formatCount } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useResetPartnerSandbox } from '../api/reset-partner-sandbox';

const COLUMNS = ['live', 'sandbox'] as const;

/** Asks before emptying the partner's sandbox; its keys go only when ticked. */
function ResetDialog({ id, opened, onClose }: { id: string; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('console');
  const showError = useErrorDialog();
  const reset = useResetPartnerSandbox();
  const [keys, setKeys] = useState(false);
  // revoking keys is asked for each time, never remembered from a cancelled dialog
  const close = () => {
    setKeys(false);
    onClose();
  };
  const confirm = () =>
    reset.mutate(
      { id, keys },
      {
        onSuccess: ({ deleted }) => {
          notify({ message: t('partner.resetSandboxNotice', deleted), kind: 'success' });
          close();
        },
        onError: (e) => showError(e),
      },
    );
  return (
    <ConfirmModal
      opened={opened}
      title={t('partner.resetSandbox')}
      message={t('partner.resetSandboxText')}
      confirmLabel={t('partner.resetSandbox')}
      cancelLabel={t('partner.cancel')}
      pending={reset.isPending}
      onConfirm={confirm}
      onClose={close}
    >
      <Checkbox label={t('partner.resetSandboxKeys')} checked={keys} onChange={(e) => setKeys(e.currentTarget.checked)} />
    </ConfirmModal>
  );
}

/** What the partner holds in each environment (the counters its lists keep), and the sandbox's reset. */
export function PartnerEnvironments({ detail, canManage }: { detail: ConsolePartnerDetail; canManage: boolean }) {
  const { t, i18n } = useTranslation('console');
  const [resetting, setResetting] = useState(false);
  const title = t('partner.counts.title');
  return (
    <Paper withBorder p="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {canManage && (
          <Button color="red" variant="light" onClick={() => setResetting(true)}>
            {t('partner.resetSandbox')}
          </Button>
        )}
      </Group>
      <Table aria-label={title} maw={480}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">
              <VisuallyHidden>{t('partner.counts.what')}</VisuallyHidden>
            </Table.Th>
            {COLUMNS.map((e) => (
              <Table.Th key={e} scope="col" ta="right">
                {t(`partner.environments.${e}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ENVIRONMENT_COUNTS.map((what) => (
            <Table.Tr key={what}>
              <Table.Th scope="row" fw="normal">
                {t(`partner.counts.${what}`)}
              </Table.Th>
              {COLUMNS.map((e) => (
                <Table.Td key={e} ta="right">
                  {formatCount(detail.environments[e][what], i18n.language)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {canManage && <ResetDialog id={detail.partner.id} opened={resetting} onClose={() => setResetting(false)} />}
    </Paper>
  );
}

import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Secret } from '@portal/contract';
import { CopyValue } from '../../../components/ui/copy-value';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { formatDateTime } from '../../../lib/format';

/** Label, token (the API key, copyable), the masked secret, created and last-used times; Delete when `onDelete` is given. */
export function SecretsTable({ secrets, onDelete }: { secrets: Secret[] | undefined; onDelete?: (secret: Secret) => void }) {
  const { t, i18n } = useTranslation('secrets');
  const columns: DataColumn<Secret>[] = [
    { key: 'label', header: t('table.label'), render: (s) => s.label },
    {
      key: 'token',
      header: t('table.token'),
      render: (s) => <CopyValue value={s.token} copyLabel={t('copy.tokenOf', { label: s.label })} copiedLabel={t('copy.copied')} />,
    },
    { key: 'secret', header: t('table.secret'), render: (s) => <CopyValue value={s.secret} copyLabel="" copiedLabel="" noCopy /> },
    { key: 'created', header: t('table.created'), render: (s) => formatDateTime(s.createdDate, i18n.language) },
    {
      key: 'lastUsed',
      header: t('table.lastUsed'),
      render: (s) => (s.lastUsedDate ? formatDateTime(s.lastUsedDate, i18n.language) : t('table.neverUsed')),
    },
  ];
  if (onDelete)
    columns.push({
      key: 'actions',
      header: t('table.actions'),
      hiddenHeader: true,
      align: 'right',
      render: (s) => (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={14} aria-hidden />}
          onClick={() => onDelete(s)}
          aria-label={t('table.deleteLabel', { label: s.label })}
        >
          {t('table.delete')}
        </Button>
      ),
    });
  return (
    <DataTable
      caption={t('table.caption')}
      columns={columns}
      rows={secrets}
      rowKey={(s) => s.id}
      loading={secrets === undefined}
      loadingLabel={t('table.loading')}
      emptyMessage={t('table.empty')}
    />
  );
}

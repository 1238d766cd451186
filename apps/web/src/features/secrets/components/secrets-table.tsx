import { Button, Group, Stack, Text } from '@mantine/core';
import { IconRefresh, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Secret } from '@portal/contract';
import { CopyValue } from '../../../components/ui/copy-value';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { formatDateTime } from '../../../lib/format';
import { ACCESS_LABEL } from '../lib/key-labels';

/**
 * Label, token (the API key, copyable), the masked secret, who created it and when, its access and
 * allowed addresses, its expiry, and its last use (time and address); Roll and Delete when they are given
 * (roles with secrets.manage).
 */
export function SecretsTable({
  secrets,
  onRoll,
  onDelete,
}: {
  secrets: Secret[] | undefined;
  onRoll?: (secret: Secret) => void;
  onDelete?: (secret: Secret) => void;
}) {
  const { t, i18n } = useTranslation('secrets');
  const when = (d: string) => formatDateTime(d, i18n.language);
  const columns: DataColumn<Secret>[] = [
    { key: 'label', header: t('table.label'), render: (s) => s.label },
    {
      key: 'token',
      header: t('table.token'),
      render: (s) => <CopyValue value={s.token} copyLabel={t('copy.tokenOf', { label: s.label })} copiedLabel={t('copy.copied')} />,
    },
    { key: 'secret', header: t('table.secret'), render: (s) => <CopyValue value={s.secret} copyLabel="" copiedLabel="" noCopy /> },
    {
      key: 'created',
      header: t('table.created'),
      render: (s) => (
        <Stack gap={0}>
          <Text size="sm">{when(s.createdDate)}</Text>
          <Text size="xs" c="dimmed">
            {s.createdBy ? t('table.by', { email: s.createdBy.email }) : t('table.byUnknown')}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'scopes',
      header: t('table.scopes'),
      render: (s) => (
        <Stack gap={0}>
          <Text size="sm">{s.access === 'RESTRICTED' ? s.scopes.join(', ') : t(ACCESS_LABEL[s.access])}</Text>
          <Text size="xs" c="dimmed">
            {s.allowedIps.length ? t('table.ipsOnly', { ips: s.allowedIps.join(', ') }) : t('table.anyIp')}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'expires',
      header: t('table.expires'),
      render: (s) => (
        <Stack gap={0}>
          <Text size="sm">{s.expiresDate ? when(s.expiresDate) : t('table.neverExpires')}</Text>
          {s.previousExpiresDate && (
            <Text size="xs" c="dimmed">
              {t('table.previousUntil', { date: when(s.previousExpiresDate) })}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'lastUsed',
      header: t('table.lastUsed'),
      render: (s) =>
        s.lastUsedDate ? (
          <Stack gap={0}>
            <Text size="sm">{when(s.lastUsedDate)}</Text>
            {s.lastUsedIp && (
              <Text size="xs" c="dimmed">
                {s.lastUsedIp}
              </Text>
            )}
          </Stack>
        ) : (
          t('table.neverUsed')
        ),
    },
  ];
  if (onDelete)
    columns.push({
      key: 'actions',
      header: t('table.actions'),
      hiddenHeader: true,
      align: 'right',
      render: (s) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconRefresh size={14} aria-hidden />}
            onClick={() => onRoll?.(s)}
            aria-label={t('table.rollLabel', { label: s.label })}
          >
            {t('table.roll')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={() => onDelete?.(s)}
            aria-label={t('table.deleteLabel', { label: s.label })}
          >
            {t('table.delete')}
          </Button>
        </Group>
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

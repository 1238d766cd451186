import { Anchor, Button, Code, Group, Stack, Text } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { webhookDeliveriesRoute, type Webhook } from '@portal/contract';
import { CopyValue } from '../../../components/ui/copy-value';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { formatDateTime } from '../../../lib/format';
import { WebhookStateBadge } from './webhook-state-badge';
import { WebhookHealthBadge } from './webhook-health-badge';
import { useWebhookHealthBadges } from '../api/get-webhook-health-badges';
import { WebhookSecretCell } from './webhook-secret-cell';
import type { WebhookSecretTarget } from './webhook-secret-modal';

/** UUID (copyable), URL and description, the event types it receives, the masked secret, the state; edit and delete when `manage`. */
export function WebhooksTable({
  webhooks,
  manage,
  onEdit,
  onDelete,
  onSecret,
}: {
  webhooks: Webhook[] | undefined;
  manage: boolean;
  onEdit: (w: Webhook) => void;
  onDelete: (w: Webhook) => void;
  /** reveal or roll the secret: only for roles with webhooks.secret (undefined otherwise) */
  onSecret?: (target: WebhookSecretTarget) => void;
}) {
  const { t, i18n } = useTranslation('webhooks');
  // every row's badge from one call
  const badges = useWebhookHealthBadges();
  const healthOf = new Map(badges.data?.list.map((b) => [b.uuid, b]));
  const columns: DataColumn<Webhook>[] = [
    {
      key: 'uuid',
      header: t('table.uuid'),
      // the first 8 characters, as Stripe and GitHub shorten ids in lists (the whole one wrapped a character per line at
      // the account page's width); the button copies the whole UUID, which the webhook's own page shows
      render: (w) => (
        <CopyValue value={w.uuid} shown={`${w.uuid.slice(0, 8)}…`} noWrap copyLabel={t('table.copyUuid')} copiedLabel={t('table.copied')} />
      ),
    },
    {
      key: 'url',
      header: t('table.url'),
      render: (w) => (
        <Stack gap={2}>
          <Text size="sm" style={{ wordBreak: 'break-all' }}>
            {w.url}
          </Text>
          {w.description && <Text size="xs">{w.description}</Text>}
        </Stack>
      ),
    },
    {
      key: 'events',
      header: t('table.events'),
      render: (w) =>
        w.eventTypes.length ? (
          <Group gap={4}>
            {w.eventTypes.map((type) => (
              <Code key={type}>{type}</Code>
            ))}
          </Group>
        ) : (
          <Text size="sm">{t('table.allEvents')}</Text>
        ),
    },
    {
      key: 'secret',
      header: t('table.secret'),
      render: (w) => <WebhookSecretCell webhook={w} onSecret={onSecret} />,
    },
    {
      key: 'status',
      header: t('table.status'),
      render: (w) => (
        <Stack gap={2} align="flex-start">
          <WebhookStateBadge webhook={w} />
          {w.failingSince && <Text size="xs">{t('state.failingSince', { date: formatDateTime(w.failingSince, i18n.language) })}</Text>}
        </Stack>
      ),
    },
    { key: 'health', header: t('health.column'), render: (w) => <WebhookHealthBadge health={healthOf.get(w.uuid)} /> },
  ];
  if (manage)
    columns.push({
      key: 'actions',
      header: t('table.actions'),
      hiddenHeader: true,
      align: 'right',
      render: (w) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Anchor component={Link} to={webhookDeliveriesRoute(w.uuid)} size="sm" aria-label={t('table.deliveriesOf', { url: w.url })}>
            {t('table.deliveries')}
          </Anchor>
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconEdit size={14} aria-hidden />}
            onClick={() => onEdit(w)}
            aria-label={t('table.editOf', { url: w.url })}
          >
            {t('table.edit')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={() => onDelete(w)}
            aria-label={t('table.deleteOf', { url: w.url })}
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
      rows={webhooks}
      rowKey={(w) => w.uuid}
      loading={webhooks === undefined}
      loadingLabel={t('table.loading')}
      emptyMessage={t('table.empty')}
    />
  );
}

import { Button, Code, Group } from '@mantine/core';
import { IconFileSearch, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { WebhookDelivery } from '@portal/contract';
import type { DataColumn } from '../../../components/ui/data-table';
import { formatDateTime } from '../../../lib/format';
import { DeliveryStatusBadge } from './delivery-status-badge';

export interface DeliveryColumnsProps {
  /** the delivery whose resend is under way */
  resending: string | null;
  onDetails: (d: WebhookDelivery) => void;
  /** absent for a role without webhooks.manage: Resend shows disabled */
  onResend?: (d: WebhookDelivery) => void;
}

/** The deliveries table: created, event type, event id, status, attempts, next retry, last answer; details and resend. */
export function useDeliveryColumns({ resending, onDetails, onResend }: DeliveryColumnsProps): DataColumn<WebhookDelivery>[] {
  const { t, i18n } = useTranslation('webhooks');
  const columns: DataColumn<WebhookDelivery>[] = [
    { key: 'created', header: t('deliveries.columns.created'), render: (d) => formatDateTime(d.createdDate, i18n.language) },
    { key: 'type', header: t('deliveries.columns.eventType'), render: (d) => <Code>{d.eventType}</Code> },
    { key: 'id', header: t('deliveries.columns.eventId'), render: (d) => <Code style={{ wordBreak: 'break-all' }}>{d.eventId}</Code> },
    { key: 'status', header: t('deliveries.columns.status'), render: (d) => <DeliveryStatusBadge status={d.status} /> },
    { key: 'attempts', header: t('deliveries.columns.attempts'), align: 'right', render: (d) => d.attempts },
    {
      key: 'next',
      header: t('deliveries.columns.nextRetry'),
      render: (d) => (d.nextAttemptDate && d.status === 'RETRYING' ? formatDateTime(d.nextAttemptDate, i18n.language) : ''),
    },
    {
      key: 'answer',
      header: t('deliveries.columns.lastAnswer'),
      render: (d) => (d.attempts > 0 ? (d.lastStatusCode ?? t('deliveries.noAnswer')) : ''),
    },
    {
      key: 'actions',
      header: t('deliveries.columns.actions'),
      hiddenHeader: true,
      align: 'right',
      render: (d) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconFileSearch size={14} aria-hidden />}
            onClick={() => onDetails(d)}
            aria-label={t('deliveries.detailsOf', { id: d.eventId })}
          >
            {t('deliveries.details')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconSend size={14} aria-hidden />}
            onClick={() => onResend?.(d)}
            loading={resending === d.id}
            disabled={d.status === 'SENDING' || !onResend}
            aria-label={t('deliveries.resendOf', { id: d.eventId })}
          >
            {t('deliveries.resend')}
          </Button>
        </Group>
      ),
    },
  ];
  return columns;
}

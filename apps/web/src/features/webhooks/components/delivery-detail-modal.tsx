import { Center, Code, Group, Modal, Stack, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WebhookAttempt } from '@portal/contract';
import { formatDateTime } from '../../../lib/format';
import { useDelivery } from '../api/get-delivery';
import { prettyJson } from '../lib/delivery-status';
import { DeliveryStatusBadge } from './delivery-status-badge';
import { ToneBadge } from './tone-badge';
import { Busy } from '../../../components/ui/busy';

function Attempt({ a }: { a: WebhookAttempt }) {
  const { t, i18n } = useTranslation('webhooks');
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {t('detail.attempt', { n: a.attempt })}
        </Text>
        <ToneBadge color={a.succeeded ? 'green' : 'red'}>
          {a.statusCode === null ? t('detail.noAnswerCode') : t('detail.answer', { code: a.statusCode })}
        </ToneBadge>
        <Text size="sm">{formatDateTime(a.date, i18n.language)}</Text>
        <Text size="sm">{t('detail.duration', { ms: a.durationMs })}</Text>
      </Group>
      {a.error && (
        <Text size="sm">
          {t('detail.error')}: <Code>{a.error}</Code>
        </Text>
      )}
      {a.response !== null && (
        <Stack gap={2}>
          <Text size="xs">{t('detail.response')}</Text>
          <Code
            block
            tabIndex={0}
            aria-label={t('detail.response')}
            style={{ maxHeight: 160, overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
          >
            {a.response === '' ? t('detail.emptyBody') : a.response}
          </Code>
        </Stack>
      )}
    </Stack>
  );
}

/** One delivery: its event id, the exact body sent, and every attempt (newest first). */
export function DeliveryDetailModal({
  webhookId,
  deliveryId,
  onClose,
}: {
  webhookId: string;
  deliveryId: string | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('webhooks');
  const delivery = useDelivery(webhookId, deliveryId);
  const d = delivery.data;
  return (
    <Modal
      opened={deliveryId !== null}
      onClose={onClose}
      size="xl"
      title={d ? t('detail.title', { type: d.eventType }) : t('detail.loading')}
      closeButtonProps={{ 'aria-label': t('detail.close') }}
    >
      {!d ? (
        <Center py="lg">
          <Busy size="sm" label={t('detail.loading')} />
        </Center>
      ) : (
        <Stack gap="md">
          <Group gap="xl" align="flex-start" wrap="wrap">
            <Stack gap={2}>
              <Text size="xs">{t('detail.eventId')}</Text>
              <Code>{d.eventId}</Code>
            </Stack>
            <Stack gap={2}>
              <Text size="xs">{t('detail.status')}</Text>
              <DeliveryStatusBadge status={d.status} />
            </Stack>
            <Stack gap={2}>
              <Text size="xs">{t('detail.created')}</Text>
              <Text size="sm">{formatDateTime(d.createdDate, i18n.language)}</Text>
            </Stack>
            {d.status === 'RETRYING' && d.nextAttemptDate && (
              <Stack gap={2}>
                <Text size="xs">{t('detail.nextRetry')}</Text>
                <Text size="sm">{formatDateTime(d.nextAttemptDate, i18n.language)}</Text>
              </Stack>
            )}
          </Group>
          <Stack gap={4}>
            <Title order={3} size="h5">
              {t('detail.payload')}
            </Title>
            <Code block tabIndex={0} aria-label={t('detail.payload')} style={{ maxHeight: 240, overflow: 'auto' }}>
              {prettyJson(d.payload)}
            </Code>
          </Stack>
          <Stack gap={4}>
            <Title order={3} size="h5">
              {t('detail.attempts')}
            </Title>
            {d.attemptList.length === 0 ? (
              <Text size="sm">{t('detail.noAttempts')}</Text>
            ) : (
              <Timeline bulletSize={14} lineWidth={2} active={-1}>
                {d.attemptList.map((a) => (
                  <Timeline.Item key={a.attempt} color={a.succeeded ? 'green' : 'red'}>
                    <Attempt a={a} />
                  </Timeline.Item>
                ))}
              </Timeline>
            )}
          </Stack>
        </Stack>
      )}
    </Modal>
  );
}

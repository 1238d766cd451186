import { useState } from 'react';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_CHOICES, ROUTES, LISTS, WEBHOOK_DELIVERY_STATUSES } from '@portal/contract';
import { PageError } from '../../../components/ui/page-error';
import { PageLoader } from '../../../components/ui/page-loader';
import { PagedLog } from '../../../components/ui/paged-log';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { useListUrlState } from '../../../hooks/use-list-url-state';
import { isApiError } from '../../../lib/api-error';
import { listUrlConfig } from '../../../lib/list-state';
import { useCan } from '../../../lib/role';
import { notify } from '../../../lib/notify';
import { deliveriesFilter, useDeliveries } from '../api/get-deliveries';
import { useWebhook } from '../api/get-webhook';
import { useResendDelivery } from '../api/resend-delivery';
import { useWebhookUpdates } from '../hooks/use-webhook-updates';
import { useDeliveryColumns } from './delivery-columns';
import { DeliveryDetailModal } from './delivery-detail-modal';
import { RecoverModal } from './recover-modal';
import { TestEventModal } from './test-event-modal';
import { EventTypesModal } from './event-types-modal';
import { WebhookSummary } from './webhook-summary';
import { WebhookHealthPanel } from './webhook-health-panel';
import { DeliveryFilters } from './delivery-filters';

const DELIVERIES_URL = listUrlConfig(LISTS.webhookDeliveries, {
  filters: [
    { name: 'status', kind: 'select', options: WEBHOOK_DELIVERY_STATUSES },
    { name: 'eventType', kind: 'text' },
    { name: 'from', kind: 'date' },
    { name: 'to', kind: 'date' },
  ],
  pageSizes: PAGE_SIZE_CHOICES,
});

/**
 * One webhook's deliveries: newest first with status, attempts and next retry; details
 * of each attempt; Resend; Send test event (any catalogue type); Recover failed since…; pause/resume. Live through the
 * /api-user socket.
 */
export function WebhookDeliveriesScreen({ webhookId }: { webhookId: string }) {
  const { t } = useTranslation('webhooks');
  const showError = useErrorDialog();
  useWebhookUpdates();
  const [{ filters, page, take }, setState] = useListUrlState(DELIVERIES_URL);
  const [details, setDetails] = useState<string | null>(null);
  const [replaying, setReplaying] = useState(false);
  const [testing, setTesting] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const manage = useCan('webhooks.manage');
  const webhook = useWebhook(webhookId);
  const { status, eventType, from, to } = filters;
  const applied = Object.fromEntries(Object.entries({ status, eventType, from, to }).filter(([, v]) => v)) as Record<string, string>;
  const deliveries = useDeliveries(webhookId, { page, take, ...applied });
  const resend = useResendDelivery({
    onSuccess: () => notify({ kind: 'success', message: t('deliveries.resent') }),
    onError: (e) =>
      showError(e, [{ error: 'webhook_disabled', title: t('deliveries.disabledTitle'), message: t('deliveries.disabledAction') }]),
  });
  const columns = useDeliveryColumns({
    resending: resend.isPending ? (resend.variables?.deliveryId ?? null) : null,
    onDetails: (d) => setDetails(d.id),
    onResend: manage ? (d) => resend.mutate({ id: webhookId, deliveryId: d.id }) : undefined,
  });
  const back = (
    <Anchor component={Link} to={ROUTES.account} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t('deliveries.back')}
      </Group>
    </Anchor>
  );
  if (webhook.isError) {
    const missing = isApiError(webhook.error) && webhook.error.status === 404;
    return (
      <Stack gap="md" align="flex-start">
        {back}
        <Title order={1}>{t('deliveries.title')}</Title>
        {missing ? <Text>{t('deliveries.notFound')}</Text> : <PageError onRetry={() => void webhook.refetch()} error={webhook.error} />}
      </Stack>
    );
  }
  if (!webhook.data) return <PageLoader />;
  return (
    <Stack gap="lg">
      <Stack gap="xs" align="flex-start">
        {back}
        <Title order={1}>{t('deliveries.title')}</Title>
        <Text size="sm">{t('deliveries.intro')}</Text>
      </Stack>
      <WebhookSummary
        webhook={webhook.data}
        onReplay={() => setReplaying(true)}
        onTest={() => setTesting(true)}
        onEventTypes={() => setChoosing(true)}
      />
      <WebhookHealthPanel webhookId={webhookId} />
      <DeliveryFilters
        webhookId={webhookId}
        values={applied}
        filter={deliveriesFilter(applied)}
        onApply={(values) => setState({ filters: values })}
      />
      <PagedLog
        refresh={{ label: t('deliveries.refresh'), onRefresh: () => void deliveries.refetch(), refreshing: deliveries.isFetching }}
        failed={deliveries.isError}
        error={deliveries.error}
        caption={t('deliveries.caption')}
        columns={columns}
        rows={deliveries.data?.list}
        rowKey={(d) => d.id}
        loading={deliveries.isFetching && deliveries.isPlaceholderData}
        loadingLabel={t('deliveries.loading')}
        emptyMessage={t('deliveries.empty')}
        page={page}
        pageSize={take}
        count={deliveries.data?.count ?? 0}
        onPage={(p) => setState({ page: p })}
        onPageSize={(size) => setState({ take: size })}
        footer={{
          totalPages: (pages) => t('deliveries.pages.totalPages', { count: pages }),
          pageSize: t('deliveries.pages.pageSize'),
          navigation: t('deliveries.pages.navigation'),
          first: t('deliveries.pages.first'),
          previous: t('deliveries.pages.previous'),
          next: t('deliveries.pages.next'),
          last: t('deliveries.pages.last'),
          page: (p) => t('deliveries.pages.page', { page: p }),
        }}
      />
      <DeliveryDetailModal webhookId={webhookId} deliveryId={details} onClose={() => setDetails(null)} />
      <RecoverModal webhookId={webhookId} opened={replaying} onClose={() => setReplaying(false)} />
      <TestEventModal webhook={webhook.data} opened={testing} onClose={() => setTesting(false)} />
      <EventTypesModal webhook={webhook.data} opened={choosing} onClose={() => setChoosing(false)} />
    </Stack>
  );
}

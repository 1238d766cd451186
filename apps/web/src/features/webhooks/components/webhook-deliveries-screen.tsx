import { useState } from 'react';
import { Anchor, Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_CHOICES, ROUTES, WEBHOOK_DELIVERIES_LIST_TAKE, WEBHOOK_DELIVERY_STATUSES, type WebhookDeliveryStatus } from '@portal/contract';
import { PageError } from '../../../components/ui/page-error';
import { PageLoader } from '../../../components/ui/page-loader';
import { TableFooter } from '../../../components/ui/table-footer';
import { useErrorDialog } from '../../../components/errors/error-dialog-context';
import { isApiError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useDeliveries } from '../api/get-deliveries';
import { useWebhook } from '../api/get-webhook';
import { useResendDelivery } from '../api/resend-delivery';
import { useWebhookUpdates } from '../hooks/use-webhook-updates';
import { STATUS_LABEL_KEYS } from '../lib/delivery-status';
import { DeliveriesTable } from './deliveries-table';
import { DeliveryDetailModal } from './delivery-detail-modal';
import { ReplayModal } from './replay-modal';
import { WebhookSummary } from './webhook-summary';

/**
 * One webhook's deliveries (issue 6): newest first with status, attempts and next retry; details
 * of each attempt; Resend; Send test event; Replay failed since…; enable/disable. Live through the
 * /api-user socket.
 */
export function WebhookDeliveriesScreen({ webhookId }: { webhookId: string }) {
  const { t } = useTranslation('webhooks');
  const showError = useErrorDialog();
  useWebhookUpdates();
  const [status, setStatus] = useState<WebhookDeliveryStatus | ''>('');
  const [page, setPage] = useState(0);
  const [take, setTake] = useState<number>(WEBHOOK_DELIVERIES_LIST_TAKE);
  const [details, setDetails] = useState<string | null>(null);
  const [replaying, setReplaying] = useState(false);
  const webhook = useWebhook(webhookId);
  const deliveries = useDeliveries(webhookId, { page, take, status: status || undefined });
  const resend = useResendDelivery({
    onSuccess: () => notify({ kind: 'success', message: t('deliveries.resent') }),
    onError: (e) => showError(e, [{ error: 'webhook_disabled', title: t('deliveries.disabledTitle'), message: t('deliveries.disabledAction') }]),
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
        {missing ? <Text>{t('deliveries.notFound')}</Text> : <PageError onRetry={() => void webhook.refetch()} />}
      </Stack>
    );
  }
  if (!webhook.data) return <PageLoader />;
  const count = deliveries.data?.count ?? 0;
  const pageCount = Math.max(1, Math.ceil(count / take));
  return (
    <Stack gap="lg">
      <Stack gap="xs" align="flex-start">
        {back}
        <Title order={1}>{t('deliveries.title')}</Title>
        <Text size="sm">{t('deliveries.intro')}</Text>
      </Stack>
      <WebhookSummary webhook={webhook.data} onReplay={() => setReplaying(true)} />
      <Group align="flex-end" justify="space-between">
        <NativeSelect
          label={t('deliveries.filter')}
          value={status}
          onChange={(e) => {
            setStatus(e.currentTarget.value as WebhookDeliveryStatus | '');
            setPage(0);
          }}
          data={[{ value: '', label: t('deliveries.filterAll') }, ...WEBHOOK_DELIVERY_STATUSES.map((s) => ({ value: s, label: t(STATUS_LABEL_KEYS[s]) }))]}
        />
        <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => void deliveries.refetch()} loading={deliveries.isFetching}>
          {t('deliveries.refresh')}
        </Button>
      </Group>
      {deliveries.isError ? (
        <PageError onRetry={() => void deliveries.refetch()} />
      ) : (
        <div>
          <DeliveriesTable
            deliveries={deliveries.data?.list}
            loading={deliveries.isFetching && deliveries.isPlaceholderData}
            resending={resend.isPending ? (resend.variables?.deliveryId ?? null) : null}
            onDetails={(d) => setDetails(d.id)}
            onResend={(d) => resend.mutate({ id: webhookId, deliveryId: d.id })}
          />
          <TableFooter
            page={page}
            pageCount={pageCount}
            onPage={setPage}
            pageSize={take}
            pageSizes={PAGE_SIZE_CHOICES}
            onPageSize={(size) => {
              setTake(size);
              setPage(0);
            }}
            labels={{
              totalPages: t('deliveries.pages.totalPages', { count: pageCount }),
              pageSize: t('deliveries.pages.pageSize'),
              navigation: t('deliveries.pages.navigation'),
              first: t('deliveries.pages.first'),
              previous: t('deliveries.pages.previous'),
              next: t('deliveries.pages.next'),
              last: t('deliveries.pages.last'),
              page: (p) => t('deliveries.pages.page', { page: p }),
            }}
          />
        </div>
      )}
      <DeliveryDetailModal webhookId={webhookId} deliveryId={details} onClose={() => setDetails(null)} />
      <ReplayModal webhookId={webhookId} opened={replaying} onClose={() => setReplaying(false)} />
    </Stack>
  );
}

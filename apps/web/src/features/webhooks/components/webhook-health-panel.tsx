import { Suspense, lazy, useState } from 'react';
import { Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WebhookHealthBucket, WebhookHealthWindow } from '@portal/contract';
import { PageError } from '../../../components/ui/page-error';
import { formatShortMonthDate } from '../../../lib/format';
import { useWebhookHealth } from '../api/get-webhook-health';
import { WebhookHealthBadge } from './webhook-health-badge';
import { Busy } from '../../../components/ui/busy';

const WebhookHealthChart = lazy(() => import('./webhook-health-chart'));

type Period = '24h' | '7d';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs">{label}</Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </Stack>
  );
}

/**
 * The health of one endpoint: success rate, attempts and p50/p95 answer time over 24 hours
 * or 7 days, and attempts by outcome per hour or per day in a stacked bar chart.
 */
export function WebhookHealthPanel({ webhookId }: { webhookId: string }) {
  const { t, i18n } = useTranslation('webhooks');
  const health = useWebhookHealth(webhookId);
  const [period, setPeriod] = useState<Period>('24h');
  const lang = i18n.language;
  const ms = (v: number | null) => (v === null ? t('health.none') : t('health.ms', { value: new Intl.NumberFormat(lang).format(v) }));
  const pct = (w: WebhookHealthWindow) =>
    w.successRate === null
      ? t('health.none')
      : new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 }).format(w.successRate);
  const hour = (b: WebhookHealthBucket) => new Intl.DateTimeFormat(lang, { hour: '2-digit', minute: '2-digit' }).format(new Date(b.start));
  const bars = (list: WebhookHealthBucket[], label: (b: WebhookHealthBucket) => string) =>
    list.map((b) => ({ label: label(b), succeeded: b.succeeded, failed: b.failed, noAnswer: b.noAnswer }));
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="webhook-health-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Group gap="sm">
              <Title order={2} size="h4" id="webhook-health-title">
                {t('health.title')}
              </Title>
              <WebhookHealthBadge health={health.data} />
            </Group>
            <Text size="sm">{t('health.intro')}</Text>
          </Stack>
          <SegmentedControl
            aria-label={t('health.windowLabel')}
            value={period}
            onChange={(v) => setPeriod(v as Period)}
            data={[
              { value: '24h', label: t('health.window24h') },
              { value: '7d', label: t('health.window7d') },
            ]}
          />
        </Group>
        {health.isError ? (
          <PageError onRetry={() => void health.refetch()} />
        ) : !health.data ? (
          <Busy size="sm" label={t('health.loading')} />
        ) : (
          (() => {
            const w = period === '24h' ? health.data.last24h : health.data.last7d;
            const data =
              period === '24h' ? bars(health.data.hourly, hour) : bars(health.data.daily, (b) => formatShortMonthDate(b.start, lang));
            return (
              <>
                <SimpleGrid cols={{ base: 2, sm: 4 }}>
                  <Figure label={t('health.successRate')} value={pct(w)} />
                  <Figure label={t('health.attempts')} value={new Intl.NumberFormat(lang).format(w.attempts)} />
                  <Figure label={t('health.p50')} value={ms(w.p50Ms)} />
                  <Figure label={t('health.p95')} value={ms(w.p95Ms)} />
                </SimpleGrid>
                <Suspense fallback={<Busy size="sm" label={t('health.loading')} />}>
                  <WebhookHealthChart
                    data={data}
                    label={period === '24h' ? t('health.chart24h') : t('health.chart7d')}
                    names={{ succeeded: t('health.succeeded'), failed: t('health.failed'), noAnswer: t('health.noAnswer') }}
                  />
                </Suspense>
              </>
            );
          })()
        )}
      </Stack>
    </Paper>
  );
}

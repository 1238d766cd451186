import { lazy, Suspense } from 'react';
import { Badge, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WebhookHealthBadge } from '@portal/contract';
import { usePartnerActivity } from '../api/get-partner-activity';
import { Section } from './detail-section';
import { Busy } from '../../../components/ui/busy';

const PartnerActivityChart = lazy(() => import('./partner-activity-chart'));

const BADGE_COLORS: Record<WebhookHealthBadge, string> = { HEALTHY: 'green', DEGRADED: 'yellow', FAILING: 'red', NO_TRAFFIC: 'gray' };

/** A partner's webhook endpoints with their health, and its API calls and events per day over 30 days. */
export function PartnerActivity({ id }: { id: string }) {
  const { t, i18n } = useTranslation('console');
  const activity = usePartnerActivity(id);
  const lng = i18n.language;
  const percent = (v: number | null) => (v === null ? '—' : new Intl.NumberFormat(lng, { style: 'percent' }).format(v));
  const ms = (v: number | null) => (v === null ? '—' : `${new Intl.NumberFormat(lng).format(v)} ms`);
  if (activity.isError) return <Text size="sm">{t('list.failed')}</Text>;
  if (!activity.data) return <Busy size="sm" label={t('list.loading')} />;
  const { webhooks, days } = activity.data;
  const totals = days.reduce((s, d) => ({ apiCalls: s.apiCalls + d.apiCalls, events: s.events + d.events }), { apiCalls: 0, events: 0 });
  return (
    <>
      <Section
        title={t('partner.webhooks')}
        empty={t('partner.none')}
        rows={webhooks}
        rowKey={(w) => w.id}
        head={[
          t('partner.url'),
          t('partner.environment'),
          t('partner.state'),
          t('activity.health'),
          t('activity.success24h'),
          t('activity.p95'),
        ]}
        cells={(w) => [
          w.url,
          t(`partner.environments.${w.environment}`),
          t(w.enabled ? 'partner.active' : 'partner.inactive'),
          <Badge key="badge" color={BADGE_COLORS[w.health.badge]} variant="light">
            {t(`activity.badges.${w.health.badge}`)}
          </Badge>,
          t('activity.rate', { rate: percent(w.health.last24h.successRate), count: w.health.last24h.attempts }),
          ms(w.health.last24h.p95Ms),
        ]}
      />
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="xs">
          {t('activity.title', { days: days.length })}
        </Title>
        <Text size="sm" mb="sm">
          {t('activity.totals', { apiCalls: totals.apiCalls, events: totals.events })}
        </Text>
        <Suspense fallback={<Busy size="sm" label={t('list.loading')} />}>
          <PartnerActivityChart
            data={days.map((d) => ({ label: `${d.day.slice(8, 10)}/${d.day.slice(5, 7)}`, apiCalls: d.apiCalls, events: d.events }))}
            label={t('activity.chart', { days: days.length, apiCalls: totals.apiCalls, events: totals.events })}
            names={{ apiCalls: t('activity.apiCalls'), events: t('activity.events') }}
          />
        </Suspense>
      </Paper>
    </>
  );
}

import { Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WebhookHealthBadge as Badge } from '@portal/contract';
import { useWebhookHealth } from '../api/get-webhook-health';
import { ToneBadge } from './tone-badge';

const BADGE = {
  HEALTHY: { color: 'green', key: 'health.badgeHealthy' },
  DEGRADED: { color: 'yellow', key: 'health.badgeDegraded' },
  FAILING: { color: 'red', key: 'health.badgeFailing' },
  NO_TRAFFIC: { color: 'gray', key: 'health.badgeNoTraffic' },
} as const satisfies Record<Badge, { color: string; key: string }>;

/** The endpoint's health over the last 24 hours (issue 15): Healthy ≥ 95 %, Degraded, Failing, No traffic. */
export function WebhookHealthBadge({ webhookId }: { webhookId: string }) {
  const { t, i18n } = useTranslation('webhooks');
  const health = useWebhookHealth(webhookId);
  if (!health.data) return null;
  const { badge, last24h } = health.data;
  const b = BADGE[badge];
  const rate = last24h.successRate === null ? null : new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(last24h.successRate);
  const content = <ToneBadge color={b.color}>{t(b.key)}</ToneBadge>;
  return rate === null ? content : <Tooltip label={t('health.badgeTitle', { rate, count: last24h.attempts })}>{content}</Tooltip>;
}

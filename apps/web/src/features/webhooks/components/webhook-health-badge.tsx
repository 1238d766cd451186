import { Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WebhookHealthBadge as Badge, WebhookHealthWindow } from '@portal/contract';
import { ToneBadge } from './tone-badge';

const BADGE = {
  HEALTHY: { color: 'green', key: 'health.badgeHealthy' },
  DEGRADED: { color: 'yellow', key: 'health.badgeDegraded' },
  FAILING: { color: 'red', key: 'health.badgeFailing' },
  NO_TRAFFIC: { color: 'gray', key: 'health.badgeNoTraffic' },
} as const satisfies Record<Badge, { color: string; key: string }>;

/**
 * The endpoint's health over the last 24 hours: Healthy ≥ 95 %, Degraded, Failing, No traffic.
 * The figures come from the caller: the list's one badges call or the endpoint's own health.
 */
export function WebhookHealthBadge({ health }: { health: { badge: Badge; last24h: WebhookHealthWindow } | undefined }) {
  const { t, i18n } = useTranslation('webhooks');
  if (!health) return null;
  const { badge, last24h } = health;
  const b = BADGE[badge];
  const rate = last24h.successRate === null ? null : new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(last24h.successRate);
  const content = <ToneBadge color={b.color}>{t(b.key)}</ToneBadge>;
  return rate === null ? content : <Tooltip label={t('health.badgeTitle', { rate, count: last24h.attempts })}>{content}</Tooltip>;
}

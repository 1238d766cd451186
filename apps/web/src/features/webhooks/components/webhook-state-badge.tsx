import { useTranslation } from 'react-i18next';
import type { Webhook } from '@portal/contract';
import { ToneBadge } from './tone-badge';

/** Enabled, disabled by the partner, or disabled by the engine after 3 days of failures. */
export function WebhookStateBadge({ webhook }: { webhook: Pick<Webhook, 'enabled' | 'disabledReason'> }) {
  const { t } = useTranslation('webhooks');
  if (webhook.enabled) return <ToneBadge color="green">{t('state.enabled')}</ToneBadge>;
  const failing = webhook.disabledReason === 'FAILING';
  return <ToneBadge color={failing ? 'red' : 'gray'}>{failing ? t('state.disabledFailing') : t('state.disabled')}</ToneBadge>;
}

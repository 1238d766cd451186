import { useTranslation } from 'react-i18next';
import type { WebhookDeliveryStatus } from '@portal/contract';
import { STATUS_COLORS, STATUS_LABEL_KEYS } from '../lib/delivery-status';
import { ToneBadge } from './tone-badge';

export function DeliveryStatusBadge({ status }: { status: WebhookDeliveryStatus }) {
  const { t } = useTranslation('webhooks');
  return <ToneBadge color={STATUS_COLORS[status]}>{t(STATUS_LABEL_KEYS[status])}</ToneBadge>;
}

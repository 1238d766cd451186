import { WEBHOOK_DELIVERY_STATUSES, type WEBHOOK_DELIVERY_LIST, type WebhookDeliveryStatus } from '@portal/contract';
import { invalid } from '../../lib/errors';
import type { ListSpec } from '../../lib/list-query';
import { DELIVERY_COLS, STATUS_CONDITION } from './deliveries.repository';

/** One webhook's deliveries ($1 is the webhook), newest first; an event id that is not a uuid matches nothing. */
export const DELIVERIES: ListSpec<typeof WEBHOOK_DELIVERY_LIST> = {
  from: 'webhook_deliveries d',
  owner: 'd.webhook_id',
  select: DELIVERY_COLS,
  filters: {
    status: {
      kind: 'custom',
      sql: (_bind, value) => {
        if (!(WEBHOOK_DELIVERY_STATUSES as readonly string[]).includes(value)) throw invalid('invalid_param', 'filter', `status=${value}`);
        return `(${STATUS_CONDITION[value as WebhookDeliveryStatus]})`;
      },
    },
    eventType: { kind: 'exact', expr: 'd.event_type' },
    eventId: { kind: 'id', expr: 'd.event_id', type: 'uuid' },
  },
  sorts: { createdDate: { expr: 'd.created_at', type: 'timestamptz', tie: 'd.seq', tieType: 'bigint', tieDesc: true } },
};

import { WEBHOOK_DELIVERY_STATUSES, type LISTS, type WebhookDeliveryStatus } from '@portal/contract';
import { invalid } from '../../lib/errors';
import type { ListSpec } from '../../lib/list/query';
import { DELIVERY_COLS, STATUS_CONDITION } from './deliveries.repository';
import { day } from '../audit/audit.lists';

/** One webhook's deliveries ($1 is the webhook), newest first; an event id that is not a uuid matches nothing. */
export const DELIVERIES: ListSpec<typeof LISTS.webhookDeliveries> = {
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
    from: { kind: 'custom', sql: (bind, v) => `d.created_at >= ${day('from', v, bind)}::timestamp AT TIME ZONE 'UTC'` },
    to: { kind: 'custom', sql: (bind, v) => `d.created_at < (${day('to', v, bind)} + 1)::timestamp AT TIME ZONE 'UTC'` },
  },
  sorts: {
    createdDate: {
      expr: 'd.created_at',
      type: 'timestamptz',
      tie: 'd.seq',
      tieType: 'bigint',
      tieDesc: true,
      index: { name: 'webhook_deliveries_list_idx' },
    },
  },
};

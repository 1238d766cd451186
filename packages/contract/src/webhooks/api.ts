import { z } from 'zod';
import type { ListDescriptor } from '../common/list';
import { listAnswer } from '../common/list';
import { webhook, webhookDelivery } from './entities';

/**
 * Webhook management and the delivery log of the signed-in partner (spec 001 §7, issue 6).
 * The first four are the calls of the specification; the others serve the deliveries screen.
 */
export const WEBHOOKS_API = {
  list: { method: 'GET', path: '/api-portal/webhook' },
  create: { method: 'POST', path: '/api-portal/webhook' },
  update: { method: 'PUT', path: '/api-portal/webhook/:id' },
  remove: { method: 'DELETE', path: '/api-portal/webhook/:id' },
  get: { method: 'GET', path: '/api-portal/webhook/:id' },
  setEnabled: { method: 'PUT', path: '/api-portal/webhook/:id/enabled' },
  deliveries: { method: 'GET', path: '/api-portal/webhook/:id/deliveries' },
  delivery: { method: 'GET', path: '/api-portal/webhook/:id/deliveries/:deliveryId' },
  resend: { method: 'POST', path: '/api-portal/webhook/:id/deliveries/:deliveryId/resend' },
  test: { method: 'POST', path: '/api-portal/webhook/:id/test' },
  replay: { method: 'POST', path: '/api-portal/webhook/:id/replay' },
} as const;
export type WebhooksRoute = keyof typeof WEBHOOKS_API;

/** Fills `:id` and `:deliveryId`. */
export function webhooksPath(route: WebhooksRoute, params: { id?: string; deliveryId?: string } = {}): string {
  return WEBHOOKS_API[route].path.replace(/:(\w+)/g, (_, k: 'id' | 'deliveryId') => encodeURIComponent(params[k] ?? ''));
}

/** The deliveries list: newest first; filters by status, event type or event id. */
export const WEBHOOK_DELIVERY_LIST = {
  filters: { status: 'exact', eventType: 'exact', eventId: 'exact' },
  orderBy: ['createdDate'],
  defaultOrderBy: 'createdDate',
  defaultSort: 'DESC',
  defaultTake: 10,
} as const satisfies ListDescriptor;
export const WEBHOOK_DELIVERIES_LIST_TAKE = WEBHOOK_DELIVERY_LIST.defaultTake;

export const webhookList = listAnswer(webhook).meta({ id: 'WebhookList' });
export type WebhookList = z.infer<typeof webhookList>;
export const webhookDeliveryList = listAnswer(webhookDelivery).meta({ id: 'WebhookDeliveryList' });
export type WebhookDeliveryList = z.infer<typeof webhookDeliveryList>;

export const webhookDeleted = z.object({ id: z.string(), deleted: z.literal(true) }).meta({ id: 'WebhookDeleted' });
export const webhookEnabledBody = z.object({ enabled: z.boolean() }).meta({ id: 'WebhookEnabledBody' });
export type WebhookEnabledBody = z.infer<typeof webhookEnabledBody>;

/** Replays every FAILED (and still RETRYING) delivery of the webhook created at or after `since`. */
export const webhookReplayBody = z
  .object({ since: z.iso.datetime({ offset: true }).describe('ISO-8601 date-time') })
  .meta({ id: 'WebhookReplayBody', example: { since: '2025-01-31T08:00:00Z' } });
export type WebhookReplayBody = z.infer<typeof webhookReplayBody>;
export const webhookReplayAnswer = z
  .object({ replayed: z.number().int().nonnegative().describe('deliveries scheduled again') })
  .meta({ id: 'WebhookReplayAnswer' });

/** The web screen of one webhook's deliveries (under My account). */
export const WEBHOOK_DELIVERIES_ROUTE = '/account/webhooks/:id';
export const webhookDeliveriesRoute = (id: string) => WEBHOOK_DELIVERIES_ROUTE.replace(':id', encodeURIComponent(id));

import { WEBHOOK_EVENT_CATALOGUE, type WebhookEventType } from '@portal/contract';

/**
 * The entity of a test event (POST /partner/v1/events/trigger): the catalogue's example of that type
 * (the one /docs/webhooks and the OpenAPI document show) with `test: true`, so it is never taken for a
 * real account or card.
 */
export function exampleEntity(type: WebhookEventType): Record<string, unknown> & { test: true } {
  return { ...WEBHOOK_EVENT_CATALOGUE[type].example, test: true };
}

import { z } from 'zod/mini';
import { listAnswer } from '../common/list';
import { listExportQuery } from '../partner-data/api';
import { defineRoutes } from '../common/route';
import { webhook, webhookBody, webhookDelivery, webhookDeliveryDetail, webhookEventTypes } from './entities';
import { webhookEventType } from './catalogue';
import { webhookEnabledAnswer } from './re-enable';

export const webhookList = listAnswer(webhook).register(z.globalRegistry, { id: 'WebhookList' });
export type WebhookList = z.infer<typeof webhookList>;
export const webhookDeliveryList = listAnswer(webhookDelivery).register(z.globalRegistry, { id: 'WebhookDeliveryList' });
export type WebhookDeliveryList = z.infer<typeof webhookDeliveryList>;

export const webhookDeleted = z.object({ id: z.string(), deleted: z.literal(true) }).register(z.globalRegistry, { id: 'WebhookDeleted' });
export const webhookEnabledBody = z.object({ enabled: z.boolean() }).register(z.globalRegistry, { id: 'WebhookEnabledBody' });
export type WebhookEnabledBody = z.infer<typeof webhookEnabledBody>;

/** The event types of a webhook changed alone: no URL, no secret re-typed; step-up like any webhook change. */
export const webhookEventTypesBody = z
  .object({
    eventTypes: webhookEventTypes.check(z.describe('the catalogue types it receives; empty = every type, also those added later')),
  })
  .register(z.globalRegistry, { id: 'WebhookEventTypesBody', example: { eventTypes: ['CARD_CREATED', 'CARD_UPDATED'] } });
export type WebhookEventTypesBody = z.infer<typeof webhookEventTypesBody>;

/** Replays every FAILED (and still RETRYING) delivery of the webhook created at or after `since`. */
export const webhookReplayBody = z
  .object({ since: z.iso.datetime({ offset: true }).check(z.describe('ISO-8601 date-time')) })
  .register(z.globalRegistry, { id: 'WebhookReplayBody', example: { since: '2025-01-31T08:00:00Z' } });
export type WebhookReplayBody = z.infer<typeof webhookReplayBody>;
export const webhookReplayAnswer = z
  .object({ replayed: z.int().check(z.nonnegative(), z.describe('deliveries scheduled again')) })
  .register(z.globalRegistry, { id: 'WebhookReplayAnswer' });

/** A test event of one catalogue type: its example payload, signed like a real delivery, to one endpoint. */
export const webhookTestEventBody = z
  .object({ type: webhookEventType.check(z.describe('the catalogue type whose example is sent')) })
  .register(z.globalRegistry, { id: 'WebhookTestEventBody', example: { type: 'CARD_CREATED' } });
export type WebhookTestEventBody = z.infer<typeof webhookTestEventBody>;
/** How much of the receiver's answer the test event result shows. */
export const WEBHOOK_TEST_EXCERPT_CHARS = 500;
export const webhookTestEventAnswer = z
  .object({
    delivery: webhookDelivery.check(z.describe('the test delivery, kept in the log like any other (SUCCEEDED or FAILED, not retried)')),
    succeeded: z.boolean().check(z.describe('a 2xx answer in time')),
    statusCode: z.nullable(z.int()).check(z.describe('null when no answer came (refused, time-out, connection error)')),
    durationMs: z.int().check(z.nonnegative()),
    response: z
      .nullable(z.string())
      .check(z.describe(`the first ${WEBHOOK_TEST_EXCERPT_CHARS} characters of the answer body, as plain text`)),
    error: z.nullable(z.string()),
  })
  .register(z.globalRegistry, { id: 'WebhookTestEventAnswer' });
export type WebhookTestEventAnswer = z.infer<typeof webhookTestEventAnswer>;

/** Recover: every delivery of the endpoint that failed since `since` is sent again. */
export const webhookRecoverBody = webhookReplayBody
  .clone()
  .register(z.globalRegistry, { id: 'WebhookRecoverBody', example: { since: '2025-01-31T08:00:00Z' } });
export const webhookRecoverAnswer = z
  .object({ recovered: z.int().check(z.nonnegative(), z.describe('deliveries scheduled again')) })
  .register(z.globalRegistry, { id: 'WebhookRecoverAnswer' });
export type WebhookRecoverAnswer = z.infer<typeof webhookRecoverAnswer>;

const webhookIdParams = z.object({ id: z.string().check(z.maxLength(64), z.describe('the webhook uuid')) });
const deliveryParams = z.extend(webhookIdParams, { deliveryId: z.string().check(z.maxLength(64), z.describe('the delivery id')) });

/**
 * Webhook management and the delivery log of the signed-in partner (customer-portal §7).
 * The first four are the calls of the specification; the others serve the deliveries screen.
 */
export const WEBHOOKS_API = defineRoutes({
  list: { method: 'GET', path: '/api-portal/webhook', responses: { 200: webhookList } },
  create: { method: 'POST', path: '/api-portal/webhook', body: webhookBody, responses: { 200: webhook } },
  update: { method: 'PUT', path: '/api-portal/webhook/:id', params: webhookIdParams, body: webhookBody, responses: { 200: webhook } },
  remove: { method: 'DELETE', path: '/api-portal/webhook/:id', params: webhookIdParams, responses: { 200: webhookDeleted } },
  get: { method: 'GET', path: '/api-portal/webhook/:id', params: webhookIdParams, responses: { 200: webhook } },
  setEventTypes: {
    method: 'PUT',
    path: '/api-portal/webhook/:id/event-types',
    params: webhookIdParams,
    body: webhookEventTypesBody,
    responses: { 200: webhook },
  },
  setEnabled: {
    method: 'PUT',
    path: '/api-portal/webhook/:id/enabled',
    params: webhookIdParams,
    body: webhookEnabledBody,
    responses: { 200: webhookEnabledAnswer },
  },
  deliveries: {
    method: 'GET',
    path: '/api-portal/webhook/:id/deliveries',
    params: webhookIdParams,
    query: listExportQuery,
    responses: { 200: webhookDeliveryList },
  },
  delivery: {
    method: 'GET',
    path: '/api-portal/webhook/:id/deliveries/:deliveryId',
    params: deliveryParams,
    responses: { 200: webhookDeliveryDetail },
  },
  resend: {
    method: 'POST',
    path: '/api-portal/webhook/:id/deliveries/:deliveryId/resend',
    params: deliveryParams,
    responses: { 200: webhookDelivery },
  },
  test: { method: 'POST', path: '/api-portal/webhook/:id/test', params: webhookIdParams, responses: { 200: webhookDelivery } },
  replay: {
    method: 'POST',
    path: '/api-portal/webhook/:id/replay',
    params: webhookIdParams,
    body: webhookReplayBody,
    responses: { 200: webhookReplayAnswer },
  },
  testEvent: {
    method: 'POST',
    path: '/api-portal/webhook/:id/test-event',
    params: webhookIdParams,
    body: webhookTestEventBody,
    responses: { 200: webhookTestEventAnswer },
  },
  recover: {
    method: 'POST',
    path: '/api-portal/webhook/:id/recover',
    params: webhookIdParams,
    body: webhookRecoverBody,
    responses: { 200: webhookRecoverAnswer },
  },
});
export type WebhooksRoute = keyof typeof WEBHOOKS_API;

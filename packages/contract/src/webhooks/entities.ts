import { z } from 'zod/mini';
import { isoDateTime } from '../common/primitives';
import { LIMITS } from '../common/constants';
import { webhookEventType } from './catalogue';

// The event types (WEBHOOK_EVENT_TYPES) and their payloads are declared once, in catalogue.ts.
/** The type of the event "Send test event" delivers to one webhook. */
export const WEBHOOK_TEST_EVENT_TYPE = 'WEBHOOK_TEST';

/** At most this many webhooks per partner: each event goes to every one of them. */
export const WEBHOOKS_MAX = 20;
export const WEBHOOK_SECRET_MAX = 256;
/** A webhook secret has at least this many characters (about 128 bits of a random hex or base64 secret). */
export const WEBHOOK_SECRET_MIN = 24;

/**
 * The event types a webhook receives: empty means every type, including types added later (the
 * default). Duplicates are dropped; the catalogue's order is kept.
 */
export const webhookEventTypes = z
  .pipe(
    z.array(webhookEventType).check(z.maxLength(64)),
    z.transform((types) => [...new Set(types)]),
  )
  .check(z.describe('the catalogue types this webhook receives; empty = every type, also those added later'));

/** Why a webhook is disabled: by the partner (paused), or by the engine after failing for 3 days. */
export const WEBHOOK_DISABLED_REASONS = ['MANUAL', 'FAILING'] as const;
export type WebhookDisabledReason = (typeof WEBHOOK_DISABLED_REASONS)[number];

export const webhook = z
  .object({
    uuid: z.string(),
    url: z.string(),
    secret: z.string().check(z.describe('masked: the secret is never shown again after it was saved')),
    enabled: z.boolean(),
    disabledReason: z.nullable(z.enum(WEBHOOK_DISABLED_REASONS)),
    failingSince: z.nullable(isoDateTime).check(z.describe('first failed attempt since the last success')),
    previousSecretUntil: z.nullable(isoDateTime).check(z.describe('after a secret roll: until when x-webhook-sig-previous is sent')),
    createdDate: isoDateTime,
    eventTypes: z.array(webhookEventType).check(z.describe('the event types it receives; empty = every type')),
    description: z.nullable(z.string()),
  })
  .register(z.globalRegistry, { id: 'Webhook' });
export type Webhook = z.infer<typeof webhook>;

export const webhookBody = z
  .object({
    url: z.url({ protocol: /^https?$/ }).check(z.maxLength(LIMITS.urlMax)),
    secret: z.string().check(
      z.maxLength(WEBHOOK_SECRET_MAX),
      z.refine((s) => s.trim() !== ''),
      z.refine((s) => s.trim().length >= WEBHOOK_SECRET_MIN, { message: 'webhook_secret_short' }),
      z.describe(`at least ${WEBHOOK_SECRET_MIN} characters`),
    ),
    eventTypes: z.optional(webhookEventTypes).check(z.describe('empty = every type; absent: every type on create, unchanged on update')),
    description: z
      .optional(z.nullable(z.string().check(z.trim(), z.maxLength(LIMITS.webhookDescriptionMax))))
      .check(z.describe(`what the endpoint is for, at most ${LIMITS.webhookDescriptionMax} characters; absent: unchanged on update`)),
  })
  .register(z.globalRegistry, {
    id: 'WebhookBody',
    example: {
      url: 'https://example.com/hooks/bank',
      secret: 'whsec_2b7e151628aed2a6abf71588',
      eventTypes: ['CARD_CREATED', 'CARD_UPDATED'],
      description: 'Card events for the card service',
    },
  });
export type WebhookBody = z.infer<typeof webhookBody>;

/** The JSON body of every delivery (CONTRACTS §6). */
export const webhookEnvelope = z
  .object({ type: z.string(), entity: z.record(z.string(), z.unknown()), eventTime: isoDateTime })
  .register(z.globalRegistry, { id: 'WebhookEnvelope' });
export type WebhookEnvelope = z.infer<typeof webhookEnvelope>;

/**
 * What the partner sees of one event on one webhook. QUEUED: not tried yet; SENDING: an attempt is
 * under way; RETRYING: failed, tried again at nextAttemptDate; SUCCEEDED: a 2xx answer; FAILED: the
 * retry period ended without success; ON_HOLD: the webhook is disabled, sent when it is enabled.
 */
export const WEBHOOK_DELIVERY_STATUSES = ['QUEUED', 'SENDING', 'RETRYING', 'SUCCEEDED', 'FAILED', 'ON_HOLD'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const webhookDelivery = z
  .object({
    id: z.string(),
    webhookId: z.string(),
    eventId: z.string().check(z.describe('sent as x-webhook-id, the same on every attempt')),
    eventType: z.string(),
    status: z.enum(WEBHOOK_DELIVERY_STATUSES),
    attempts: z.int().check(z.nonnegative()),
    nextAttemptDate: z.nullable(isoDateTime).check(z.describe('when the next attempt is due (QUEUED, RETRYING)')),
    lastAttemptDate: z.nullable(isoDateTime),
    lastStatusCode: z.nullable(z.int()),
    createdDate: isoDateTime,
    requestId: z
      .nullable(z.string())
      .check(z.describe('the request that caused the event (its x-request-id answer header, in the audit log too); null when a job did')),
  })
  .register(z.globalRegistry, { id: 'WebhookDelivery' });
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

export const webhookAttempt = z
  .object({
    attempt: z.int().check(z.positive()),
    date: isoDateTime,
    durationMs: z.int().check(z.nonnegative()),
    statusCode: z.nullable(z.int()).check(z.describe('null when no answer came (refused, time-out, connection error)')),
    succeeded: z.boolean(),
    response: z.nullable(z.string()).check(z.describe('the first 2 KB of the answer body')),
    error: z.nullable(z.string()),
  })
  .register(z.globalRegistry, { id: 'WebhookAttempt' });
export type WebhookAttempt = z.infer<typeof webhookAttempt>;

export const webhookDeliveryDetail = z
  .extend(webhookDelivery, {
    payload: z.string().check(z.describe('the raw body sent, byte for byte, on every attempt')),
    attemptList: z.array(webhookAttempt).check(z.describe('every attempt, newest first')),
  })
  .register(z.globalRegistry, { id: 'WebhookDeliveryDetail' });
export type WebhookDeliveryDetail = z.infer<typeof webhookDeliveryDetail>;

/**
 * Live updates on the /api-user socket, event `update` (CONTRACTS §7), to every user of the partner:
 * `{kind: 'webhook-delivery', webhookId, delivery}` after each attempt and each resend, replay or
 * test event; `{kind: 'webhook', webhookId, enabled, disabledReason}` when a webhook is enabled or
 * disabled (also when the engine disables it after 3 days of failures).
 */
export const WEBHOOK_UPDATE_KINDS = { delivery: 'webhook-delivery', webhook: 'webhook' } as const;
export const webhookDeliveryUpdate = z
  .object({ kind: z.literal(WEBHOOK_UPDATE_KINDS.delivery), webhookId: z.string(), delivery: webhookDelivery })
  .register(z.globalRegistry, { id: 'WebhookDeliveryUpdate' });
export const webhookStateUpdate = z
  .object({
    kind: z.literal(WEBHOOK_UPDATE_KINDS.webhook),
    webhookId: z.string(),
    enabled: z.boolean(),
    disabledReason: z.nullable(z.enum(WEBHOOK_DISABLED_REASONS)),
  })
  .register(z.globalRegistry, { id: 'WebhookStateUpdate' });
export const webhookUpdate = z.discriminatedUnion('kind', [webhookDeliveryUpdate, webhookStateUpdate]);
export type WebhookUpdate = z.infer<typeof webhookUpdate>;

/** How a saved secret is shown: stars, and its last four characters when it is long enough. */
export const maskWebhookSecret = (plain: string): string => (plain.length >= 16 ? `${'*'.repeat(12)}${plain.slice(-4)}` : '*'.repeat(12));

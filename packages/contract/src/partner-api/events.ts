import { z } from 'zod/mini';
import { TAKE_MAX } from '../common/constants';
import { isoDateTime } from '../common/primitives';
import { ENVIRONMENTS } from '../environment/environment';
import { WEBHOOK_EVENT_CATALOGUE, WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../webhooks/catalogue';
import { scopeAllows, type KeyAccess, type PartnerScope } from '../secrets/scopes';

/**
 * The Events API: a partner's events (the ones its webhooks receive), listable for
 * `EVENTS_RETENTION_DAYS`, streamed live with Server-Sent Events, and test events on demand.
 */
export const EVENTS_RETENTION_DAYS = 90;
/** Default and largest page of `GET /partner/v1/events`. */
export const EVENTS_PAGE = { default: 25, max: TAKE_MAX } as const;
/** The stream: a comment line this often keeps proxies from closing it; the key and the partner are checked again as often. */
export const EVENTS_STREAM_HEARTBEAT_MS = 15_000;
/** A stream ends after this long; the client reconnects with a fresh signature and `Last-Event-ID`. */
export const EVENTS_STREAM_MAX_MS = 30 * 60_000;
/** Streams one partner may hold open on one server process at a time. */
export const EVENTS_STREAMS_PER_PARTNER = 10;
/** What a client waits before reconnecting (the SSE `retry:` field), in ms. */
export const EVENTS_STREAM_RETRY_MS = 2_000;
/** The SSE event name of every event on the stream (its `data:` is a `PartnerEvent`). */
export const EVENTS_STREAM_EVENT = 'event';

/**
 * The scope a key needs to see an event, by its entity's family: an event carries the entity as the partner API
 * answers it (an account's IBAN, a card's cardholder), so a key that may not read accounts does not see account events.
 */
export const EVENT_FAMILY_SCOPE = { ACCOUNT: 'accounts:read', CARD: 'cards:read' } as const satisfies Record<
  (typeof WEBHOOK_EVENT_CATALOGUE)[WebhookEventType]['family'],
  PartnerScope
>;

/** The event types a key with this access and these scopes may see on the Events API and its stream. */
export const eventTypesVisible = (key: { access: KeyAccess; scopes: readonly string[] }): WebhookEventType[] =>
  WEBHOOK_EVENT_TYPES.filter((t) => scopeAllows(key, EVENT_FAMILY_SCOPE[WEBHOOK_EVENT_CATALOGUE[t].family]));

const isoInstant = z.iso.datetime({ offset: true }).check(z.describe('ISO-8601 date-time with a zone, e.g. 2026-05-01T12:00:00Z'));

export const partnerEvent = z
  .object({
    id: z.uuid().check(z.describe('the event id: the x-webhook-id of its webhook deliveries')),
    type: z.string().check(z.describe(`one of ${WEBHOOK_EVENT_TYPES.join(', ')}`)),
    environment: z.enum(ENVIRONMENTS).check(z.describe("the environment of the key's change: sandbox or live")),
    test: z.boolean().check(z.describe('true for an event fired by POST /partner/v1/events/trigger: no real account or card changed')),
    eventTime: isoDateTime,
    entity: z.record(z.string(), z.unknown()).check(z.describe('the entity as the partner API answers it (account, card …)')),
  })
  .register(z.globalRegistry, {
    id: 'PartnerEvent',
    example: {
      id: '6f1f5c0e-2d1b-4c55-9a8e-3c1d2b4a5e6f',
      type: 'ACCOUNT_CREATED',
      environment: 'live',
      test: false,
      eventTime: '2026-05-01T12:00:00.000Z',
      entity: { walletId: '100000123', status: 'ACTIVE', currency: 'EUR' },
    },
  });
export type PartnerEvent = z.infer<typeof partnerEvent>;

export const eventsQuery = z.object({
  type: z.optional(z.enum(WEBHOOK_EVENT_TYPES)).check(z.describe('only events of this type')),
  since: z.optional(isoInstant).check(z.describe('only events at or after this time')),
  until: z.optional(isoInstant).check(z.describe('only events before this time')),
  cursor: z
    .optional(z.string().check(z.maxLength(200)))
    .check(z.describe('`nextCursor` of the previous page (opaque); the same filters must be sent with it')),
  limit: z
    ._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(EVENTS_PAGE.max)), EVENTS_PAGE.default)
    .check(z.describe(`page size, 1..${EVENTS_PAGE.max}`)),
});
export type EventsQuery = z.infer<typeof eventsQuery>;

export const partnerEventList = z
  .object({
    list: z.array(partnerEvent),
    nextCursor: z.nullable(z.string()).check(z.describe('pass as `cursor` for the next (older) page; null on the last page')),
  })
  .register(z.globalRegistry, { id: 'PartnerEventList' });
export type PartnerEventList = z.infer<typeof partnerEventList>;

export const eventIdParams = z.object({ eventId: z.string().check(z.describe('event id (uuid)')) });

export const eventsStreamQuery = z.object({
  after: z
    .optional(z.uuid())
    .check(z.describe('resume after this event id (signed, unlike the `Last-Event-ID` header, which is read when `after` is absent)')),
});

export const triggerEventBody = z
  .object({ type: z.enum(WEBHOOK_EVENT_TYPES).check(z.describe('any type of the event catalogue')) })
  .register(z.globalRegistry, { id: 'TriggerEvent', example: { type: 'ACCOUNT_CREATED' } });
export type TriggerEventBody = z.infer<typeof triggerEventBody>;

import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  EVENTS_RETENTION_DAYS,
  EVENTS_STREAM_EVENT,
  EVENTS_STREAM_HEARTBEAT_MS,
  EVENTS_STREAM_MAX_MS,
  PARTNER_API,
  eventTypesVisible,
} from '@portal/contract';
import { register } from '../../lib/route';
import { at, partnerApiDoc, signedScope, type NewLogEntry } from '../partner-api/gateway.service';
import { horizonSeesEverySession } from '../../db/horizon';
import { EventFeed } from './events.feed';
import * as svc from './events.service';
import { endAllStreams, openStream } from './events.stream';

declare module 'fastify' {
  interface FastifyInstance {
    /** the reader of new events for this process's event streams */
    eventFeed: EventFeed;
  }
}

/** The process's event feed: run by the job runner (jobs.ts), read at once after a write call, its streams ended on shutdown. */
export const eventFeedPlugin = fp(async (app: FastifyInstance) => {
  const feed = new EventFeed(app.ctx);
  app.decorate('eventFeed', feed);
  app.addHook('onResponse', async (req, reply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD' && reply.statusCode < 300 && feed.size) feed.nudge();
  });
  app.addHook('preClose', async () => endAllStreams());
  app.addHook('onReady', async () => {
    if (app.ctx.db.kind !== 'postgres') return;
    // a warning, never a reason not to start
    const sees = await horizonSeesEverySession(app.ctx.db).catch((err) => app.log.warn({ err }, 'reading the role of the database'));
    if (sees === false) app.log.warn(HORIZON_PARTIAL);
  });
});

export const HORIZON_PARTIAL =
  "the database role cannot see other roles' transactions (pg_stat_activity): a write transaction another role holds open " +
  'on another database of the server holds the event streams back too; grant the role pg_read_all_stats (or pg_monitor)';

const MIN = 60_000;
const STREAM_DESCRIPTION = [
  'Server-Sent Events (`text/event-stream`) of your events as they are written, from any server process.',
  `Each event is an SSE event named \`${EVENTS_STREAM_EVENT}\` whose \`id\` is the event id (the \`x-webhook-id\` of its deliveries)`,
  'and whose `data` is the event as `GET /partner/v1/events/{eventId}` answers it; events come oldest first, each once.',
  '\n\n**Signing.** Sign the GET like any call (`x-app-access-*` headers over the path with its query string and an empty body).',
  'The signature is checked once, when the stream opens: it stays open after the 60 s timestamp window.',
  `Every ${EVENTS_STREAM_HEARTBEAT_MS / 1000} s a comment line (\`: heartbeat\`) keeps proxies from closing it, and your`,
  'standing is checked again. The key is checked before events are sent and about every second: a deleted or expired key or a',
  'disabled creator ends the stream within a moment, whichever server process changed it; so does a partner no longer',
  'verified (at the next heartbeat), each with an `end` event naming the reason.',
  `A stream ends after ${EVENTS_STREAM_MAX_MS / MIN} minutes anyway; reconnect with a fresh signature.`,
  '\n\n**Resuming.** Send the last event id you received as `?after=` (signed) or as the `Last-Event-ID` header (what an',
  'EventSource sends by itself): the stream first sends every event after it, then the live ones, with no gap and no duplicate.',
  'An unknown id answers 417 naming `after` or `Last-Event-ID`. Without either, the stream starts with the next new event.',
].join(' ');

/** What the signed caller may see: its partner's events of the types its key's scopes cover. */
const visibleTo = (req: FastifyRequest) => ({ ...signedScope(req), types: eventTypesVisible(req.signed!.key) });

const VISIBILITY =
  '\n\n**What a key sees.** An event carries its entity as the partner API answers it, so a key sees an event only if it may ' +
  'read that entity: account events (`ACCOUNT_*`) need `accounts:read`, card events (`CARD_*`) `cards:read` (or the write ' +
  'scope of the same resource, or FULL or READ_ONLY access). The others are left out of lists and streams, and read by id ' +
  'they answer 404, as if they did not exist; test events too.';

/** The Events API: app.ts hands it to partnerApiRoutes, which registers it inside the signed `/partner/v1` scope. */
export function eventRoutes(app: FastifyInstance): void {
  const doc = partnerApiDoc;
  const ctx = app.ctx;
  register(app, at(PARTNER_API.events), {
    ...doc,
    summary: 'List your events',
    description:
      `The events your webhooks receive, newest first, kept ${EVENTS_RETENTION_DAYS} days:` +
      ' catch up on missed deliveries without the portal.' +
      ' Filters `type`, `since` (at or after) and `until` (before); `limit` per page and `nextCursor` for the next, older page' +
      ' (send the same filters with `cursor`). A test event (`POST /partner/v1/events/trigger`) has `test: true`.' +
      VISIBILITY,
    handler: (req) => svc.listEvents(ctx, { ...visibleTo(req), query: req.query }),
  });
  register(app, at(PARTNER_API.eventsStream), {
    ...doc,
    summary: 'Stream your events live (Server-Sent Events)',
    description: STREAM_DESCRIPTION + VISIBILITY,
    handler: async (req, reply) => {
      if (!req.signed) signedScope(req);
      const log = (entry: NewLogEntry) => app.requestLog.record(entry);
      await openStream(ctx, app.eventFeed, { req, reply, caller: req.signed!, after: req.query.after, log });
    },
  });
  register(app, at(PARTNER_API.triggerEvent), {
    ...doc,
    summary: 'Fire a test event',
    description:
      'Writes an event of the chosen catalogue type through the real pipeline: a delivery to each of your webhooks, signed like any,' +
      ' and an event on your streams and in the Events API. It is marked `test: true` (the event, and its entity, an example that' +
      ' names no real account or card). Turned off where the portal says so (`EVENTS_TRIGGER`; by default in production):' +
      ' 417 `test_events_disabled`.',
    handler: async (req, reply) => reply.code(201).send(await svc.triggerEvent(ctx, { ...signedScope(req), type: req.body.type })),
  });
  register(app, at(PARTNER_API.event), {
    ...doc,
    summary: 'Read an event',
    description:
      "By its id (the `x-webhook-id` of its deliveries). Another partner's event answers 404, like one that does not exist." + VISIBILITY,
    handler: (req) => svc.getEvent(ctx, { ...visibleTo(req), eventId: req.params.eventId }),
  });
}

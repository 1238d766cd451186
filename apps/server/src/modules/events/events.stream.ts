import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  type Environment,
  EVENTS_STREAM_EVENT,
  EVENTS_STREAM_HEARTBEAT_MS,
  EVENTS_STREAM_MAX_MS,
  EVENTS_STREAM_RETRY_MS,
  EVENTS_STREAMS_PER_PARTNER,
  eventTypesVisible,
} from '@portal/contract';
import type { AppContext } from '../../context';
import { AppError, invalid } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { partnerStanding, standingAllows } from '../../lib/standing';
import type { NewLogEntry, SignedCaller } from '../partner-api/gateway.service';
import { FEED_BATCH, type EventFeed } from './events.feed';
import {
  eventsAfter,
  findEvent,
  isAfter,
  keysStillValid,
  positionOf,
  streamHead,
  toEvent,
  type EventRow,
  type StreamPosition,
} from './events.repository';

/** Streams open on this process, ended on shutdown so the server can close. */
const open = new Set<(reason?: string) => void>();
export const endAllStreams = () => [...open].forEach((end) => end('the server is restarting; reconnect with Last-Event-ID'));

/** Where a stream starts: after the event named by `after` (or the `Last-Event-ID` header), else at the newest. */
async function startOf(
  ctx: AppContext,
  o: { partnerId: string; environment: Environment; types: readonly string[]; after?: string; lastEventId?: string },
) {
  const [param, id] = o.after !== undefined ? ['after', o.after] : ['Last-Event-ID', o.lastEventId?.trim()];
  if (!id) return streamHead(ctx.db);
  const row = isUuid(id) ? await findEvent(ctx.db, { partnerId: o.partnerId, environment: o.environment, id, types: o.types }) : undefined;
  if (!row) throw invalid('invalid_param', param, id.slice(0, 50));
  return positionOf(row);
}

const REVOKED = 'the API key or the partner may no longer read events';

const frame = (r: EventRow) => `id: ${r.id}\nevent: ${EVENTS_STREAM_EVENT}\ndata: ${JSON.stringify(toEvent(r))}\n\n`;

/**
 * `GET /partner/v1/events/stream`: Server-Sent Events. The signature is checked when the stream
 * opens; then the events after the starting point are sent oldest first, then each new one as it is
 * written (EventFeed), each exactly once and in order. A comment line every heartbeat keeps proxies
 * from closing it, and the key and the partner are checked again each time: a deleted or expired
 * key, a disabled creator or a partner no longer in good standing ends the stream. It ends after
 * EVENTS_STREAM_MAX_MS anyway; the client reconnects with a new signature and `Last-Event-ID`.
 */
export async function openStream(
  ctx: AppContext,
  feed: EventFeed,
  o: {
    req: FastifyRequest;
    reply: FastifyReply;
    caller: SignedCaller;
    after: string | undefined;
    /** the partner's request log: a taken-over answer skips the hooks that write it, so the opening is logged here */
    log: (entry: NewLogEntry) => void;
  },
): Promise<void> {
  const { req, reply, caller } = o;
  const partnerId = caller.partnerId;
  const header = req.headers['last-event-id'];
  // the types the key may see: the others move the stream on but are not sent (the key's scopes are fixed)
  const types = new Set<string>(eventTypesVisible(caller.key));
  let last: StreamPosition = await startOf(ctx, {
    partnerId,
    environment: caller.environment,
    types: [...types],
    after: o.after,
    lastEventId: Array.isArray(header) ? header[0] : header,
  });
  if (feed.streamsOf(partnerId) >= EVENTS_STREAMS_PER_PARTNER) {
    throw new AppError(429, 'rate_limited', 'CUSTOM_MESSAGE', `at most ${EVENTS_STREAMS_PER_PARTNER} open event streams per partner`);
  }

  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  res.write(`retry: ${EVENTS_STREAM_RETRY_MS}\n: connected\n\n`);
  o.log({
    partnerId,
    environment: caller.environment,
    secretId: caller.secretId,
    token: caller.token,
    at: ctx.now(),
    method: req.method,
    path: req.url,
    status: 200,
    durationMs: reply.elapsedTime,
    error: null,
    reason: null,
  });

  let ended = false;
  let chain = Promise.resolve();
  const send = (rows: EventRow[]) => {
    let text = '';
    for (const r of rows) {
      const at = positionOf(r);
      if (!isAfter(at, last)) continue;
      last = at;
      // the feed hands over the partner's events of both environments: the key's only are sent
      if (types.has(r.type) && r.environment === caller.environment) text += frame(r);
    }
    if (text && !ended) res.write(text);
  };
  const later = (fn: () => Promise<void> | void) => {
    chain = chain.then(async () => {
      if (!ended) await fn();
    });
    chain.catch((err: unknown) => {
      ctx.log.error({ err }, 'event stream failed');
      end();
    });
  };
  const heartbeat = setInterval(
    () =>
      later(async () => {
        const ok =
          (await keysStillValid(ctx.db, { secretIds: [caller.secretId], now: ctx.now() })).has(caller.secretId) &&
          standingAllows(await partnerStanding(ctx.db, partnerId), caller.environment);
        if (!ok) return end(REVOKED);
        res.write(': heartbeat\n\n');
      }),
    EVENTS_STREAM_HEARTBEAT_MS,
  );
  const lifetime = setTimeout(() => end('the stream reached its longest time; reconnect with Last-Event-ID'), EVENTS_STREAM_MAX_MS);
  const unsubscribe = feed.subscribe(partnerId, (rows) => later(() => send(rows)));
  // ended at once, not queued behind sends: nothing more goes out on a key that no longer works
  const unwatch = feed.watchKey(caller.secretId, () => end(REVOKED));
  function end(reason?: string) {
    if (ended) return;
    if (reason && !res.writableEnded) res.write(`event: end\ndata: ${JSON.stringify({ reason })}\n\n`);
    ended = true;
    clearInterval(heartbeat);
    clearTimeout(lifetime);
    unsubscribe();
    unwatch();
    open.delete(end);
    res.end();
  }
  open.add(end);
  res.on('close', () => end());
  // catch up: what came after the starting point, before the live events the feed hands over. Not before the feed
  // knows where it goes on from: a catch-up read earlier could end before that point, and the events between would
  // come from neither (the feed starts again, at the newest settled event, when its first stream opens)
  later(async () => {
    await feed.from();
    for (;;) {
      const rows = await eventsAfter(ctx.db, {
        partner: { id: partnerId, environment: caller.environment },
        after: last,
        limit: FEED_BATCH,
      });
      send(rows);
      if (rows.length < FEED_BATCH || ended) return;
    }
  });
}

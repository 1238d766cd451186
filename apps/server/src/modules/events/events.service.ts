import type { Environment, EventsQuery, PartnerEvent, PartnerEventList, WebhookEventType } from '@portal/contract';
import type { AppContext } from '../../context';
import { AppError, invalid, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { buildBatchSql, type Cursor } from '../../lib/list/query';
import { emitEvent, emitting } from '../../infra/outbox';
import { EVENTS_SPEC, findEvent, toEvent, type EventRow } from './events.repository';
import { exampleEntity } from './examples';

interface Scope {
  partnerId: string;
  environment: Environment;
  /** the event types the calling key may see (eventTypesVisible); the others are left out as if they did not exist */
  types: readonly string[];
}

/** The cursor is opaque to partners: the last row's sort key and id, base64url JSON. */
const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify(c)).toString('base64url');
function decodeCursor(text: string): Cursor {
  try {
    const c = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Partial<Cursor>;
    if (typeof c.k === 'string' && typeof c.t === 'string' && isUuid(c.t) && !Number.isNaN(Date.parse(c.k))) return { k: c.k, t: c.t };
  } catch {
    /* below */
  }
  throw invalid('invalid_param', 'cursor', text.slice(0, 50));
}

/** The partner's events, newest first, a keyset page at a time (kept 90 days: modules/retention). */
export async function listEvents(ctx: AppContext, o: Scope & { query: EventsQuery }): Promise<PartnerEventList> {
  const { type, since, until, cursor, limit } = o.query;
  const filter = Object.fromEntries(Object.entries({ type, since, until }).filter(([, v]) => v !== undefined)) as Record<string, string>;
  const after = cursor === undefined ? null : decodeCursor(cursor);
  const sql = buildBatchSql(
    EVENTS_SPEC,
    { filter, orderBy: 'eventTime', sort: 'DESC' },
    { id: o.partnerId, environment: o.environment },
    { visible: o.types.join(',') },
    after,
    limit + 1,
  );
  const rows = await ctx.db.query<EventRow & { _k: string; _t: string }>(sql.sql, sql.params);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    list: page.map(({ _k, _t, ...r }) => toEvent(r)),
    nextCursor: rows.length > limit && last ? encodeCursor({ k: last._k, t: last._t }) : null,
  };
}

/** One event; another partner's answers 404 like one that does not exist. */
export async function getEvent(ctx: AppContext, o: Scope & { eventId: string }): Promise<PartnerEvent> {
  const row = isUuid(o.eventId)
    ? await findEvent(ctx.db, { partnerId: o.partnerId, environment: o.environment, id: o.eventId, types: o.types })
    : undefined;
  if (!row) throw notFound('event');
  return toEvent(row);
}

/** Whether this portal fires test events: EVENTS_TRIGGER, by default on except with NODE_ENV=production. */
export const testEventsAllowed = (ctx: AppContext) => ctx.env.EVENTS_TRIGGER ?? ctx.env.NODE_ENV !== 'production';

/**
 * A test event of a catalogue type through the real pipeline: written to the outbox like any event
 * (so every webhook of the partner gets a delivery, and every stream the event), marked `test` in
 * the Events API and `"test": true` in its entity, an example that names no real account or card.
 */
export async function triggerEvent(
  ctx: AppContext,
  o: { partnerId: string; environment: Environment; type: WebhookEventType },
): Promise<PartnerEvent> {
  if (!testEventsAllowed(ctx)) {
    throw new AppError(417, 'test_events_disabled', 'CUSTOM_MESSAGE', 'test events are turned off on this portal (EVENTS_TRIGGER)');
  }
  const now = ctx.now();
  const id = await emitting(ctx, (tx) =>
    emitEvent(tx, {
      partnerId: o.partnerId,
      environment: o.environment,
      type: o.type,
      entity: exampleEntity(o.type),
      eventTime: now,
      test: true,
    }),
  );
  // its own answer whatever the key may see: an example entity, named by the caller
  return getEvent(ctx, { partnerId: o.partnerId, environment: o.environment, eventId: id, types: [o.type] });
}

import type { Environment, WebhookEventType } from '@portal/contract';
import type { AppContext } from '../context';
import type { Queryable } from '../db/db';
import { currentRequestId } from '../lib/request-scope';

interface OutboxEvent {
  partnerId: string;
  /** the environment whose change it tells: only that environment's webhooks, streams and Events API see it */
  environment: Environment;
  type: WebhookEventType;
  /** the entity as the partner API answers it (account, card …) */
  entity: object;
  /** defaults to the database clock */
  eventTime?: Date;
  /** a test event (POST /partner/v1/events/trigger): shown as such by the Events API */
  test?: boolean;
}

/**
 * Writes an event to `outbox_events` on the caller's transaction, so the event exists exactly when
 * the change that caused it does (CONTRACTS §6). The database trigger `outbox_events_fan_out` (last defined
 * in migration 036) then writes one pending delivery per enabled webhook of the partner's environment that
 * subscribes to the type; the webhook worker sends them. Each delivery keeps the id of the request that caused
 * the event (none from jobs). Run the transaction with `emitting`, which wakes the worker once it committed.
 */
export async function emitEvent(tx: Queryable, e: OutboxEvent): Promise<string> {
  const rows = await tx.query<{ id: string }>(
    'INSERT INTO outbox_events(partner_id, environment, type, entity, event_time, test, request_id)' +
      ' VALUES ($1, $7, $2, $3::jsonb, coalesce($4::timestamptz, now()), $5, $6) RETURNING id',
    [e.partnerId, e.type, JSON.stringify(e.entity), e.eventTime?.toISOString() ?? null, e.test ?? false, currentRequestId(), e.environment],
  );
  return rows[0]!.id;
}

/**
 * A transaction that emits events: once it committed, this process's webhook worker is woken, so that the
 * deliveries the fan-out wrote leave now rather than at its next poll (other processes find them at theirs).
 */
export async function emitting<T>(ctx: AppContext, work: (tx: Queryable) => Promise<T>): Promise<T> {
  const result = await ctx.db.transaction(work);
  ctx.nudgeWebhooks();
  return result;
}

import crypto from 'node:crypto';
import {
  CUSTOM_MESSAGE,
  WEBHOOKS_MAX,
  LISTS,
  WEBHOOK_TEST_EVENT_TYPE,
  WEBHOOK_UPDATE_KINDS,
  maskWebhookSecret,
  type Environment,
  type ListQueryInput,
  type Webhook,
  type WebhookDelivery,
  type WebhookEventType,
} from '@portal/contract';
import type { AppContext } from '../../context';
import { invalid, notFound } from '../../lib/errors';
import { checkWebhookUrl } from './url-guard';
import { PartnerAudience } from './webhooks.notify';
import * as repo from './webhooks.repository';
import * as deliveries from './deliveries.repository';
import { isUuid } from '../../lib/ids';
import { DELIVERIES } from './deliveries.list';
import { parseListOrThrow, runList } from '../../lib/list/run';
import { record, type Actor } from '../audit/audit.service';
import { failedMeanwhile } from './re-enable';

export { webhookHealth } from './health';
export { announceInbox } from './webhooks.notify';

const masked = (ctx: AppContext, { secretSealed, environment: _, ...hook }: repo.WebhookRow): Webhook => {
  let plain = '';
  try {
    plain = ctx.box.open(secretSealed);
  } catch {
    /* a secret sealed with another key: show stars only */
  }
  return { ...hook, secret: maskWebhookSecret(plain) };
};

async function assertSafeUrl(ctx: AppContext, url: string) {
  const problem = await checkWebhookUrl(url, { allowPrivate: ctx.env.WEBHOOK_ALLOW_PRIVATE_URLS, allowHttp: ctx.env.WEBHOOK_ALLOW_HTTP });
  if (problem?.detail) ctx.log.warn({ reason: problem.detail }, 'webhook target refused');
  if (problem) throw invalid(problem.code, 'url', problem.reason);
}

async function ownWebhook(ctx: AppContext, o: { partnerId: string; id: string }) {
  const row = await repo.findWebhook(ctx.db, o.partnerId, o.id);
  if (!row) throw notFound('webhook');
  return row;
}

async function enabledWebhook(ctx: AppContext, o: { partnerId: string; id: string }) {
  const row = await ownWebhook(ctx, o);
  if (!row.enabled) throw invalid('webhook_disabled', 'enabled', 'enable the webhook first');
  return row;
}

export async function listWebhooks(ctx: AppContext, o: { partnerId: string; environment: Environment }) {
  const list = (await repo.listWebhooks(ctx.db, o)).map((r) => masked(ctx, r));
  return { list, count: list.length };
}

export async function getWebhook(ctx: AppContext, o: { partnerId: string; id: string }) {
  return masked(ctx, await ownWebhook(ctx, o));
}

export async function createWebhook(
  ctx: AppContext,
  o: { partnerId: string; environment: Environment; url: string; secret: string; actor: Actor } & repo.WebhookSettings,
) {
  await assertSafeUrl(ctx, o.url);
  const row = await ctx.db.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM partners WHERE id = $1 FOR UPDATE', [o.partnerId]);
    if ((await repo.countWebhooks(tx, o)) >= WEBHOOKS_MAX) {
      throw invalid('too_many_webhooks', CUSTOM_MESSAGE, `at most ${WEBHOOKS_MAX} webhooks`);
    }
    const made = await repo.insertWebhook(tx, {
      partnerId: o.partnerId,
      environment: o.environment,
      url: o.url,
      secretSealed: ctx.box.seal(o.secret),
      now: ctx.now(),
      eventTypes: o.eventTypes,
      description: o.description,
    });
    await record(tx, {
      partnerId: o.partnerId,
      at: ctx.now(),
      actor: o.actor,
      action: 'webhook.created',
      target: made!.uuid,
      changes: { url: o.url, eventTypes: made!.eventTypes, environment: o.environment },
    });
    return made;
  });
  return masked(ctx, row!);
}

export async function updateWebhook(
  ctx: AppContext,
  o: { partnerId: string; id: string; url: string; secret: string; actor: Actor } & repo.WebhookSettings,
) {
  const before = await ownWebhook(ctx, o);
  await assertSafeUrl(ctx, o.url);
  const row = await ctx.db.transaction(async (tx) => {
    const changed = await repo.updateWebhook(tx, {
      partnerId: o.partnerId,
      id: o.id,
      url: o.url,
      secretSealed: ctx.box.seal(o.secret),
      eventTypes: o.eventTypes,
      description: o.description,
    });
    if (!changed) throw notFound('webhook');
    // the new signing secret is never logged, only that it was set
    const changes = {
      url: { from: before.url, to: o.url },
      eventTypes: { from: before.eventTypes, to: changed.eventTypes },
      signingSecretReplaced: true,
    };
    await record(tx, { partnerId: o.partnerId, at: ctx.now(), actor: o.actor, action: 'webhook.updated', target: o.id, changes });
    return changed;
  });
  return masked(ctx, row);
}

/** Changes only the event types a webhook receives; written to the audit log like any webhook change. */
export async function setWebhookEventTypes(
  ctx: AppContext,
  o: { partnerId: string; id: string; eventTypes: WebhookEventType[]; actor: Actor },
) {
  const before = await ownWebhook(ctx, o);
  const row = await ctx.db.transaction(async (tx) => {
    const changed = await repo.updateEventTypes(tx, o);
    if (!changed) throw notFound('webhook');
    const changes = { eventTypes: { from: before.eventTypes, to: changed.eventTypes } };
    await record(tx, { partnerId: o.partnerId, at: ctx.now(), actor: o.actor, action: 'webhook.updated', target: o.id, changes });
    return changed;
  });
  return masked(ctx, row);
}

/** Deleting a webhook deletes its delivery log too; nothing more is sent to it. */
export async function deleteWebhook(ctx: AppContext, o: { partnerId: string; id: string; actor: Actor }) {
  const before = isUuid(o.id) ? await repo.findWebhook(ctx.db, o.partnerId, o.id) : undefined;
  await ctx.db.transaction(async (tx) => {
    if (!before || !(await repo.deleteWebhook(tx, o.partnerId, o.id))) throw notFound('webhook');
    await record(tx, {
      partnerId: o.partnerId,
      at: ctx.now(),
      actor: o.actor,
      action: 'webhook.deleted',
      target: o.id,
      changes: { url: before.url },
    });
  });
  return { id: o.id, deleted: true as const };
}

/** Disabling holds new and waiting deliveries; enabling sends them at once. */
export async function setWebhookEnabled(ctx: AppContext, o: { partnerId: string; id: string; enabled: boolean }) {
  const before = await ownWebhook(ctx, o);
  const failed = o.enabled ? await failedMeanwhile(ctx.db, before) : null;
  const row = await ctx.db.transaction((tx) => repo.setWebhookEnabled(tx, { ...o, now: ctx.now() }));
  if (!row) throw notFound('webhook');
  if (o.enabled) ctx.nudgeWebhooks();
  await new PartnerAudience(ctx).send(o.partnerId, {
    kind: WEBHOOK_UPDATE_KINDS.webhook,
    webhookId: row.uuid,
    enabled: row.enabled,
    disabledReason: row.disabledReason,
  });
  return { ...masked(ctx, row), failedMeanwhile: failed };
}

export async function listDeliveries(ctx: AppContext, o: { partnerId: string; id: string; query: ListQueryInput }) {
  await ownWebhook(ctx, o);
  const q = parseListOrThrow(o.query, LISTS.webhookDeliveries);
  return runList({ db: ctx.db, spec: DELIVERIES, ownerId: o.id, map: (d: WebhookDelivery) => d }, q);
}

export async function getDelivery(ctx: AppContext, o: { partnerId: string; id: string; deliveryId: string }) {
  await ownWebhook(ctx, o);
  const found = await deliveries.findDelivery(ctx.db, o.id, o.deliveryId);
  if (!found) throw notFound('delivery');
  return { ...found, attemptList: await deliveries.listAttempts(ctx.db, o.deliveryId) };
}

async function announce(ctx: AppContext, partnerId: string, deliveryId: string) {
  const delivery = await deliveries.deliveryById(ctx.db, deliveryId);
  if (!delivery) throw notFound('delivery');
  ctx.nudgeWebhooks();
  await new PartnerAudience(ctx).delivery(partnerId, delivery);
  return delivery;
}

/**
 * Sends a delivery again (same event id and body), with a fresh retry period if it fails. One that already
 * SUCCEEDED is a replay: `stepUp` (the replay permission and step-up) must pass first, and it is audited.
 */
export async function resendDelivery(
  ctx: AppContext,
  o: { partnerId: string; id: string; deliveryId: string; actor: Actor; stepUp: () => Promise<void> },
) {
  await enabledWebhook(ctx, o);
  const status = isUuid(o.deliveryId) ? await deliveries.deliveryStatus(ctx.db, { webhookId: o.id, deliveryId: o.deliveryId }) : undefined;
  if (!status) throw notFound('delivery');
  const replay = status === 'SUCCEEDED';
  if (replay) await o.stepUp();
  await ctx.db.transaction(async (tx) => {
    if (!(await deliveries.rescheduleDelivery(tx, { webhookId: o.id, deliveryId: o.deliveryId, now: ctx.now() })))
      throw notFound('delivery');
    if (replay) {
      const changes = { webhookId: o.id };
      await record(tx, {
        partnerId: o.partnerId,
        at: ctx.now(),
        actor: o.actor,
        action: 'webhook.replayed',
        target: o.deliveryId,
        changes,
      });
    }
  });
  return announce(ctx, o.partnerId, o.deliveryId);
}

/** A WEBHOOK_TEST event to this webhook only, signed and retried like any other. */
export async function sendTestEvent(ctx: AppContext, o: { partnerId: string; id: string }) {
  const hook = await enabledWebhook(ctx, o);
  const now = ctx.now();
  const body = JSON.stringify({
    type: WEBHOOK_TEST_EVENT_TYPE,
    environment: hook.environment,
    entity: { webhookId: o.id, message: 'This is a test event sent from the portal.' },
    eventTime: now.toISOString(),
  });
  const row = await deliveries.insertDelivery(ctx.db, {
    webhookId: o.id,
    partnerId: o.partnerId,
    eventId: crypto.randomUUID(),
    eventType: WEBHOOK_TEST_EVENT_TYPE,
    body,
    now,
  });
  return announce(ctx, o.partnerId, row!.id);
}

/** Schedules again every failed or still retrying delivery created at or after `since`. */
export async function replayFailed(ctx: AppContext, o: { partnerId: string; id: string; since: string }) {
  const row = await enabledWebhook(ctx, o);
  const replayed = await deliveries.replayFailed(ctx.db, { webhookId: o.id, since: new Date(o.since), now: ctx.now() });
  if (replayed.length) {
    ctx.nudgeWebhooks();
    await new PartnerAudience(ctx).send(o.partnerId, {
      kind: WEBHOOK_UPDATE_KINDS.webhook,
      webhookId: o.id,
      enabled: row.enabled,
      disabledReason: row.disabledReason,
    });
  }
  return { replayed: replayed.length };
}

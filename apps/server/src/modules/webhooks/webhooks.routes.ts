import type { FastifyInstance, FastifyReply } from 'fastify';
import { WEBHOOKS_API as API } from '@portal/contract';
import { bearer, register } from '../../lib/route';
import { partnerOf, partnerScope } from '../../lib/partner-scope';
import { webhooksOfEnvironment } from './webhooks.scope';
import * as service from './webhooks.service';
import { actorOf } from '../audit/audit.service';
import { sendTestEventOfType } from './test-event';
import { recoverFailed } from './recover';
import { sendCsv } from '../../lib/list/run';
import { exportDeliveries } from './deliveries.export';

/** RFC 9745 `Deprecation` and RFC 8288 `Link` (rel successor-version) on the answers of a deprecated route. */
function deprecation(reply: FastifyReply, successorPath: string, id: string) {
  reply.header('deprecation', 'true').header('link', `<${successorPath.replace(':id', encodeURIComponent(id))}>; rel="successor-version"`);
}

/**
 * Webhooks of the signed-in partner (customer-portal §7) and their delivery log. Every call
 * needs a verified partner (KYC tier 2 and an agent); another partner's ids answer 404.
 */
export async function webhookRoutes(app: FastifyInstance) {
  const doc = { tags: ['webhooks'], security: bearer };
  const preHandler = app.requirePartner;
  const ctx = app.ctx;
  webhooksOfEnvironment(app);

  register(app, API.list, {
    environment: true,
    ...doc,
    summary: 'The webhooks, secrets masked',
    access: 'webhooks.read',
    preHandler,
    handler: (req) => service.listWebhooks(ctx, partnerScope(req)),
  });
  register(app, API.create, {
    environment: true,
    ...doc,
    summary: 'Adds a webhook: it receives the chosen event types (every type by default)',
    access: 'webhooks.manage',
    description:
      'The URL must be http(s) and must not resolve to a loopback, private, link-local or metadata address' +
      ' (417 webhook_url_forbidden, webhook_url_unresolvable). `eventTypes` chooses the catalogue types it receives' +
      ' (see the `webhooks` section); empty or absent: every type, also those added later.',
    preHandler: [app.requirePartner, app.requireStepUp('webhooks.create')],
    handler: (req) => service.createWebhook(ctx, { ...partnerScope(req), ...req.body, actor: actorOf(req) }),
  });
  register(app, API.get, {
    environment: true,
    ...doc,
    summary: 'One webhook',
    access: 'webhooks.read',
    preHandler,
    handler: (req) => service.getWebhook(ctx, { partnerId: partnerOf(req), id: req.params.id }),
  });
  register(app, API.update, {
    environment: true,
    ...doc,
    summary: 'Changes the URL and secret of a webhook, and its event types and description when given',
    description: 'Re-pointing a webhook needs step-up like creating one (403 step_up_required, or two_factor_required by brand rule).',
    access: 'webhooks.manage',
    preHandler: [app.requirePartner, app.requireStepUp('webhooks.update')],
    handler: (req) => service.updateWebhook(ctx, { partnerId: partnerOf(req), id: req.params.id, ...req.body, actor: actorOf(req) }),
  });
  register(app, API.setEventTypes, {
    environment: true,
    ...doc,
    summary: 'Changes only the event types a webhook receives',
    description:
      'The URL, the signing secret (and a roll in progress) stay as they are. Empty: every type, also those added later.' +
      ' Needs step-up like any change of a webhook (403 step_up_required, or two_factor_required by brand rule); written to the audit log.',
    access: 'webhooks.manage',
    preHandler: [app.requirePartner, app.requireStepUp('webhooks.update')],
    handler: (req) =>
      service.setWebhookEventTypes(ctx, {
        partnerId: partnerOf(req),
        id: req.params.id,
        eventTypes: req.body.eventTypes,
        actor: actorOf(req),
      }),
  });
  register(app, API.remove, {
    environment: true,
    ...doc,
    summary: 'Removes a webhook and its delivery log',
    description: 'Needs step-up (403 step_up_required).',
    access: 'webhooks.manage',
    preHandler: [app.requirePartner, app.requireStepUp('webhooks.delete')],
    handler: (req) => service.deleteWebhook(ctx, { partnerId: partnerOf(req), id: req.params.id, actor: actorOf(req) }),
  });
  register(app, API.setEnabled, {
    environment: true,
    ...doc,
    summary: 'Pauses (enabled false) or resumes (enabled true) a webhook',
    access: 'webhooks.manage',
    description:
      'While paused (disabledReason MANUAL) or disabled by the engine (FAILING), new and waiting deliveries are held (ON_HOLD);' +
      ' resuming sends them at once with a fresh retry period.',
    preHandler,
    handler: (req) => service.setWebhookEnabled(ctx, { partnerId: partnerOf(req), id: req.params.id, enabled: req.body.enabled }),
  });
  register(app, API.deliveries, {
    environment: true,
    ...doc,
    summary: 'Deliveries of a webhook, newest first',
    access: 'webhooks.read',
    description:
      'filter: status (QUEUED, SENDING, RETRYING, SUCCEEDED, FAILED, ON_HOLD), eventType, eventId, from and to (yyyy-MM-dd, UTC,' +
      ' both inclusive, on the creation time). orderBy: createdDate. format=csv exports the filtered list (needs export.csv).',
    preHandler,
    handler: async (req, reply) => {
      const o = { partnerId: partnerOf(req), id: req.params.id, query: req.query };
      if (req.query.format !== 'csv') return service.listDeliveries(ctx, o);
      return sendCsv(reply, await exportDeliveries(ctx, { ...o, role: req.user?.role ?? null, actor: actorOf(req) }));
    },
  });
  register(app, API.delivery, {
    environment: true,
    ...doc,
    summary: 'One delivery with its body and every attempt',
    access: 'webhooks.read',
    preHandler,
    handler: (req) => service.getDelivery(ctx, { partnerId: partnerOf(req), id: req.params.id, deliveryId: req.params.deliveryId }),
  });
  register(app, API.resend, {
    environment: true,
    ...doc,
    summary: 'Sends an event again now (same x-webhook-id and body)',
    description:
      'Resending a delivery that already SUCCEEDED is a replay of the event history: it needs the permission `webhooks.replay`' +
      ' (403 forbidden naming it) and step-up (403 step_up_required,' +
      ' or two_factor_required by brand rule) and is written to the audit log. Failed or waiting deliveries are sent again as they are.',
    access: 'webhooks.manage',
    preHandler,
    handler: (req) =>
      service.resendDelivery(ctx, {
        partnerId: partnerOf(req),
        id: req.params.id,
        deliveryId: req.params.deliveryId,
        actor: actorOf(req),
        // a replay of delivered history: the permission replay needs, then step-up
        stepUp: async () => {
          await app.checkAccess(req, 'webhooks.replay');
          await app.checkStepUp(req, 'webhooks.replay');
        },
      }),
  });
  register(app, API.test, {
    environment: true,
    ...doc,
    deprecated: true,
    summary: 'Sends a WEBHOOK_TEST event to this webhook (deprecated: use test-event)',
    description:
      'Deprecated (issue 15): `POST /api-portal/webhook/{id}/test-event` sends the example of any catalogue type and answers the' +
      ' outcome at once. Kept for existing callers; answers carry `Deprecation: true` and a `Link` to the successor.',
    access: 'webhooks.manage',
    preHandler,
    handler: (req, reply) => {
      deprecation(reply, API.testEvent.path, req.params.id);
      return service.sendTestEvent(ctx, { partnerId: partnerOf(req), id: req.params.id });
    },
  });
  register(app, API.replay, {
    environment: true,
    ...doc,
    deprecated: true,
    summary: 'Sends again every failed (or still retrying) delivery since a time (deprecated: use recover)',
    description:
      'Deprecated (issue 15): `POST /api-portal/webhook/{id}/recover` does the same, also on a paused webhook (held until resumed),' +
      ' and refuses a `since` in the future. Kept for existing callers; answers carry `Deprecation: true` and a `Link` to the successor.',
    access: 'webhooks.replay',
    preHandler,
    handler: (req, reply) => {
      deprecation(reply, API.recover.path, req.params.id);
      return service.replayFailed(ctx, { partnerId: partnerOf(req), id: req.params.id, since: req.body.since });
    },
  });
  register(app, API.testEvent, {
    environment: true,
    ...doc,
    summary: 'Sends the example event of a catalogue type to this webhook now and answers the outcome',
    description:
      'The payload is the catalogue example of `type` (see the `webhooks` section), signed like a real delivery, with the header' +
      ' `x-webhook-test: true`. Sent once, also while the webhook is paused; kept in the delivery log, never retried. The answer' +
      ' gives the status code, the time taken and the first characters of the answer body.',
    access: 'webhooks.manage',
    preHandler,
    handler: (req) => sendTestEventOfType(ctx, { partnerId: partnerOf(req), id: req.params.id, type: req.body.type }),
  });
  register(app, API.recover, {
    environment: true,
    ...doc,
    summary: 'Sends again every delivery of this webhook that failed since a time',
    description:
      'Deliveries created at or after `since` that FAILED, or are still RETRYING after failed attempts, are sent again now with a' +
      ' fresh retry period; answers how many. Deliveries that succeeded are not sent again: that is a replay, which needs step-up' +
      ' (resend). On a paused webhook they wait ON_HOLD until it is resumed. A `since` in the future answers 417.',
    access: 'webhooks.manage',
    preHandler: [app.requirePartner, app.requireStepUp('webhooks.recover')],
    handler: (req) => recoverFailed(ctx, { partnerId: partnerOf(req), id: req.params.id, since: req.body.since }),
  });
}

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  WEBHOOKS_API,
  listQuery,
  webhook,
  webhookBody,
  webhookDeleted,
  webhookDelivery,
  webhookDeliveryDetail,
  webhookDeliveryList,
  webhookEnabledBody,
  webhookList,
  webhookReplayAnswer,
  webhookReplayBody,
} from '@portal/contract';
import { bearer, errorResponses, typed } from '../../lib/route';
import { partnerOf } from '../auth/auth.plugin';
import * as service from './webhooks.service';

const id = z.object({ id: z.string().max(64).describe('the webhook uuid') });
const deliveryParams = id.extend({ deliveryId: z.string().max(64).describe('the delivery id') });

/**
 * Webhooks of the signed-in partner (spec 001 §7) and their delivery log (issue 6). Every call
 * needs a verified partner (KYC tier 2 and an agent); another partner's ids answer 404.
 */
export async function webhookRoutes(app: FastifyInstance) {
  const r = typed(app);
  const tags = ['webhooks'];
  const common = { preHandler: app.requirePartner };
  const ctx = app.ctx;

  r.get(WEBHOOKS_API.list.path, {
    schema: { tags, summary: 'The webhooks, secrets masked', security: bearer, response: { 200: webhookList, ...errorResponses } },
    ...common,
    handler: (req) => service.listWebhooks(ctx, { partnerId: partnerOf(req) }),
  });
  r.post(WEBHOOKS_API.create.path, {
    schema: {
      tags,
      security: bearer,
      body: webhookBody,
      response: { 200: webhook, ...errorResponses },
      summary: 'Adds a webhook: every event of the partner is sent to it',
      description:
        'The URL must be http(s) and must not resolve to a loopback, private, link-local or metadata address (417 webhook_url_forbidden, webhook_url_unresolvable).',
    },
    preHandler: [app.requirePartner, app.requireTwoFactor('webhooks.create')],
    handler: (req) => service.createWebhook(ctx, { partnerId: partnerOf(req), ...req.body }),
  });
  r.get(WEBHOOKS_API.get.path, {
    schema: { tags, summary: 'One webhook', security: bearer, params: id, response: { 200: webhook, ...errorResponses } },
    ...common,
    handler: (req) => service.getWebhook(ctx, { partnerId: partnerOf(req), id: req.params.id }),
  });
  r.put(WEBHOOKS_API.update.path, {
    schema: {
      tags,
      summary: 'Changes the URL and secret of a webhook',
      security: bearer,
      params: id,
      body: webhookBody,
      response: { 200: webhook, ...errorResponses },
    },
    ...common,
    handler: (req) => service.updateWebhook(ctx, { partnerId: partnerOf(req), id: req.params.id, ...req.body }),
  });
  r.delete(WEBHOOKS_API.remove.path, {
    schema: {
      tags,
      summary: 'Removes a webhook and its delivery log',
      security: bearer,
      params: id,
      response: { 200: webhookDeleted, ...errorResponses },
    },
    ...common,
    handler: (req) => service.deleteWebhook(ctx, { partnerId: partnerOf(req), id: req.params.id }),
  });
  r.put(WEBHOOKS_API.setEnabled.path, {
    schema: {
      tags,
      security: bearer,
      params: id,
      body: webhookEnabledBody,
      response: { 200: webhook, ...errorResponses },
      summary: 'Enables or disables a webhook',
      description: 'While disabled, new and waiting deliveries are held (ON_HOLD); enabling sends them at once with a fresh retry period.',
    },
    ...common,
    handler: (req) => service.setWebhookEnabled(ctx, { partnerId: partnerOf(req), id: req.params.id, enabled: req.body.enabled }),
  });
  r.get(WEBHOOKS_API.deliveries.path, {
    schema: {
      tags,
      security: bearer,
      params: id,
      querystring: listQuery,
      response: { 200: webhookDeliveryList, ...errorResponses },
      summary: 'Deliveries of a webhook, newest first',
      description: 'filter: status (QUEUED, SENDING, RETRYING, SUCCEEDED, FAILED, ON_HOLD), eventType, eventId. orderBy: createdDate.',
    },
    ...common,
    handler: (req) => service.listDeliveries(ctx, { partnerId: partnerOf(req), id: req.params.id, query: req.query }),
  });
  r.get(WEBHOOKS_API.delivery.path, {
    schema: {
      tags,
      summary: 'One delivery with its body and every attempt',
      security: bearer,
      params: deliveryParams,
      response: { 200: webhookDeliveryDetail, ...errorResponses },
    },
    ...common,
    handler: (req) => service.getDelivery(ctx, { partnerId: partnerOf(req), id: req.params.id, deliveryId: req.params.deliveryId }),
  });
  r.post(WEBHOOKS_API.resend.path, {
    schema: {
      tags,
      security: bearer,
      params: deliveryParams,
      response: { 200: webhookDelivery, ...errorResponses },
      summary: 'Sends an event again now (same x-webhook-id and body)',
    },
    ...common,
    handler: (req) => service.resendDelivery(ctx, { partnerId: partnerOf(req), id: req.params.id, deliveryId: req.params.deliveryId }),
  });
  r.post(WEBHOOKS_API.test.path, {
    schema: {
      tags,
      summary: 'Sends a WEBHOOK_TEST event to this webhook',
      security: bearer,
      params: id,
      response: { 200: webhookDelivery, ...errorResponses },
    },
    ...common,
    handler: (req) => service.sendTestEvent(ctx, { partnerId: partnerOf(req), id: req.params.id }),
  });
  r.post(WEBHOOKS_API.replay.path, {
    schema: {
      tags,
      security: bearer,
      params: id,
      body: webhookReplayBody,
      response: { 200: webhookReplayAnswer, ...errorResponses },
      summary: 'Sends again every failed (or still retrying) delivery since a time',
    },
    ...common,
    handler: (req) => service.replayFailed(ctx, { partnerId: partnerOf(req), id: req.params.id, since: req.body.since }),
  });
}

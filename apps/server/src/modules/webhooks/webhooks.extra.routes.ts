import type { FastifyInstance } from 'fastify';
import { WEBHOOK_HEALTH_API, WEBHOOK_SECRET_API, WEBHOOK_SECRET_ROLL } from '@portal/contract';
import { bearer, register } from '../../lib/route';
import { partnerOf, partnerScope } from '../../lib/partner-scope';
import { webhooksOfEnvironment } from './webhooks.scope';
import { actorOf } from '../audit/audit.service';
import { revealWebhookSecret, rollWebhookSecret } from './secret-roll';
import { webhookHealth, webhookHealthBadges } from './health';

/** A webhook's health and its signing secret; another partner's ids answer 404. */
export async function webhookExtraRoutes(app: FastifyInstance) {
  const doc = { tags: ['webhooks'], security: bearer };
  const ctx = app.ctx;
  webhooksOfEnvironment(app);

  register(app, WEBHOOK_SECRET_API.reveal, {
    environment: true,
    ...doc,
    summary: 'Shows the signing secret of a webhook',
    description: 'Needs step-up (403 step_up_required, or two_factor_required by brand rule); written to the audit log.',
    access: 'webhooks.secret',
    preHandler: [app.requirePartner, app.requireStepUp('webhooks.reveal')],
    handler: (req) => revealWebhookSecret(ctx, { partnerId: partnerOf(req), id: req.params.id, actor: actorOf(req) }),
  });
  register(app, WEBHOOK_SECRET_API.roll, {
    environment: true,
    ...doc,
    summary: 'Replaces the signing secret with a new one the server generates',
    description:
      'The new secret is in this answer only. For `overlapHours` (default ' +
      `${WEBHOOK_SECRET_ROLL.overlapHoursDefault}, at most ${WEBHOOK_SECRET_ROLL.overlapHoursMax}) every delivery carries ` +
      'x-webhook-sig signed with the new secret and x-webhook-sig-previous signed with the old one, so a receiver can switch ' +
      'without losing events; afterwards only x-webhook-sig. Needs step-up; written to the audit log (never the secret).',
    access: 'webhooks.secret',
    preHandler: [app.requirePartner, app.requireStepUp('webhooks.roll')],
    handler: (req) =>
      rollWebhookSecret(ctx, { partnerId: partnerOf(req), id: req.params.id, overlapHours: req.body.overlapHours, actor: actorOf(req) }),
  });
  register(app, WEBHOOK_HEALTH_API.badges, {
    environment: true,
    ...doc,
    summary: 'The health badge and last 24 hours of every webhook, in one call',
    description: 'What the list of webhooks shows: per webhook (in the order of the list) the badge and the 24-hour window of `health`.',
    access: 'webhooks.read',
    preHandler: app.requirePartner,
    handler: (req) => webhookHealthBadges(ctx, partnerScope(req)),
  });
  register(app, WEBHOOK_HEALTH_API.get, {
    environment: true,
    ...doc,
    summary: 'Success rate, answer times and attempts by outcome of a webhook',
    description:
      'Over the last 24 hours and 7 days: attempts, successes, success rate, p50 and p95 answer time (ms, of observed attempts);' +
      ' attempts by outcome per hour (24) and per day (7), in UTC.' +
      ' badge: HEALTHY (≥ 95 % in 24 h), DEGRADED (≥ 50 %), FAILING, NO_TRAFFIC.',
    access: 'webhooks.read',
    preHandler: app.requirePartner,
    handler: (req) => webhookHealth(ctx, { partnerId: partnerOf(req), id: req.params.id }),
  });
}

import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/errors';
import { partnerScope } from '../../lib/partner-scope';
import { webhookEnvironment } from './webhooks.repository';

/**
 * Every route of this scope that names a webhook (`:id`) answers 404 for one of the partner's other environment, as
 * for another partner's: the services below find webhooks by partner, this keeps them to the environment shown.
 * After the route's own checks (session, standing, role), which answer first.
 */
export function webhooksOfEnvironment(app: FastifyInstance): void {
  app.addHook('preHandler', async (req) => {
    const id = (req.params as { id?: string }).id;
    if (id === undefined || !req.user?.partnerId) return;
    const { partnerId, environment } = partnerScope(req);
    const found = await webhookEnvironment(app.ctx.db, { partnerId, id });
    if (found && found.environment !== environment) throw notFound('webhook');
  });
}

import type { FastifyInstance } from 'fastify';
import { SANDBOX_API } from '@portal/contract';
import { bearer, register } from '../../lib/route';
import { partnerOf } from '../../lib/partner-scope';
import { actorOf } from '../audit/audit.service';
import { resetSandbox } from './sandbox.service';
import { simulationPortalRoutes } from './simulations.routes';

/** The partner's sandbox as a whole, and its simulations. */
export async function sandboxRoutes(app: FastifyInstance) {
  await simulationPortalRoutes(app);
  register(app, SANDBOX_API.reset, {
    tags: ['sandbox'],
    security: bearer,
    summary: 'Reset the sandbox',
    description:
      'Deletes every sandbox client, account, card, transaction, card authorisation, event, webhook delivery, request log' +
      ' entry and count, in one transaction; the live environment is untouched. Sandbox webhooks stay; sandbox API keys' +
      ' stay unless `keys` is true (then they are revoked). Owner or Admin, with step-up (403 step_up_required);' +
      ' written to the audit log.',
    access: 'partner.settings',
    // the step-up of deleting keys: a reset may revoke them, and it deletes what they made
    preHandler: [app.requirePartner, app.requireStepUp('secrets.delete')],
    handler: (req) => resetSandbox(app.ctx, { partnerId: partnerOf(req), keys: req.body.keys, actor: actorOf(req) }),
  });
}

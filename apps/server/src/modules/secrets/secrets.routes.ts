import type { FastifyInstance } from 'fastify';
import { SECRETS_API as API } from '@portal/contract';
import { bearer, register } from '../../lib/route';
import { partnerOf } from '../auth/auth.plugin';
import { createSecret, deleteSecret, listSecrets } from './secrets.service';
import { actorOf } from '../audit/audit';

/** API secrets of the signed-in partner: the keys partner API calls are signed with. */
export async function secretsRoutes(app: FastifyInstance) {
  const doc = { tags: ['secrets'], security: bearer };
  register(app, API.list, {
    ...doc,
    summary: 'Your API secrets, newest first, each secret masked',
    preHandler: app.requirePartner,
    handler: (req) => listSecrets(app.ctx, { partnerId: partnerOf(req) }),
  });
  register(app, API.create, {
    ...doc,
    summary: 'Generate an API secret',
    description:
      'Answers the token (x-app-access-token) and the secret in full. This is the only time the secret is shown: keep it safe.' +
      ' Needs step-up while two-factor is on (403 step_up_required).',
    preHandler: [app.requirePartner, app.requireStepUp('secrets.create')],
    handler: (req) => createSecret(app.ctx, { partnerId: partnerOf(req), label: req.body.label, actor: actorOf(req) }),
  });
  register(app, API.remove, {
    ...doc,
    summary: 'Delete an API secret',
    description:
      'Calls signed with it answer 401 secret_deleted from this moment on. Needs step-up like creating one (403 step_up_required).',
    preHandler: [app.requirePartner, app.requireStepUp('secrets.delete')],
    handler: (req) => deleteSecret(app.ctx, { partnerId: partnerOf(req), id: req.params.id, actor: actorOf(req) }),
  });
}

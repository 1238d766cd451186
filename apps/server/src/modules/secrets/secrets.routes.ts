import type { FastifyInstance } from 'fastify';
import { SECRETS_API as API } from '@portal/contract';
import { bearer, register } from '../../lib/route';
import { partnerOf } from '../auth/auth.plugin';
import { createSecret, deleteSecret, listSecrets } from './secrets.service';

/** API secrets of the signed-in partner: the keys partner API calls are signed with. */
export async function secretsRoutes(app: FastifyInstance) {
  const doc = { tags: ['secrets'], security: bearer };
  register(app, API.list, {
    ...doc,
    summary: 'Your API secrets, newest first, each secret masked',
    access: 'secrets.read',
    preHandler: app.requirePartner,
    handler: (req) => listSecrets(app.ctx, { partnerId: partnerOf(req) }),
  });
  register(app, API.create, {
    ...doc,
    summary: 'Generate an API secret',
    access: 'secrets.manage',
    description: 'Answers the token (x-app-access-token) and the secret in full. This is the only time the secret is shown: keep it safe.',
    preHandler: [app.requirePartner, app.requireTwoFactor('secrets.create')],
    handler: (req) => createSecret(app.ctx, { partnerId: partnerOf(req), label: req.body.label }),
  });
  register(app, API.remove, {
    ...doc,
    summary: 'Delete an API secret',
    access: 'secrets.manage',
    description: 'Calls signed with it answer 401 secret_deleted from this moment on.',
    preHandler: app.requirePartner,
    handler: (req) => deleteSecret(app.ctx, { partnerId: partnerOf(req), id: req.params.id }),
  });
}

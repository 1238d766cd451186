import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SECRETS_API, secret, secretBody, secretDeleted, secretList } from '@portal/contract';
import { bearer, errorResponses, typed } from '../../lib/route';
import { partnerOf } from '../auth/auth.plugin';
import { createSecret, deleteSecret, listSecrets } from './secrets.service';

/** API secrets of the signed-in partner: the keys partner API calls are signed with. */
export async function secretsRoutes(app: FastifyInstance) {
  const r = typed(app);
  const tags = ['secrets'];
  r.get(SECRETS_API.list.path, {
    schema: {
      tags,
      summary: 'Your API secrets, newest first, each secret masked',
      security: bearer,
      response: { 200: secretList, ...errorResponses },
    },
    preHandler: app.requirePartner,
    handler: (req) => listSecrets(app.ctx, { partnerId: partnerOf(req) }),
  });
  r.post(SECRETS_API.create.path, {
    schema: {
      tags,
      summary: 'Generate an API secret',
      description:
        'Answers the token (x-app-access-token) and the secret in full. This is the only time the secret is shown: keep it safe.',
      security: bearer,
      body: secretBody,
      response: { 200: secret, ...errorResponses },
    },
    preHandler: [app.requirePartner, app.requireTwoFactor('secrets.create')],
    handler: (req) => createSecret(app.ctx, { partnerId: partnerOf(req), label: req.body.label }),
  });
  r.delete(SECRETS_API.remove.path, {
    schema: {
      tags,
      summary: 'Delete an API secret',
      description: 'Calls signed with it answer 401 secret_deleted from this moment on.',
      security: bearer,
      params: z.object({ id: z.string() }),
      response: { 200: secretDeleted, ...errorResponses },
    },
    preHandler: app.requirePartner,
    handler: (req) => deleteSecret(app.ctx, { partnerId: partnerOf(req), id: req.params.id }),
  });
}

import type { FastifyInstance } from 'fastify';
import { API, user } from '@portal/contract';
import { bearer, errorResponses, typed } from '../../lib/route';
import { unauthorized } from '../../lib/errors';
import { loadUser } from './user.repository';

export async function userRoutes(app: FastifyInstance) {
  typed(app).get(API.me.path, {
    schema: {
      tags: ['user'],
      summary: 'The signed-in user with kyc and kycTier',
      security: bearer,
      response: { 200: user, ...errorResponses },
    },
    preHandler: app.requireUser,
    handler: async (req) => {
      const found = await loadUser(app.ctx.db, req.user!.id);
      if (!found) throw unauthorized();
      return found;
    },
  });
}

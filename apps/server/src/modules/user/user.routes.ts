import type { FastifyInstance } from 'fastify';
import { USER_API as API } from '@portal/contract';
import { bearer, register } from '../../lib/route';
import { unauthorized } from '../../lib/errors';
import { loadUser } from './user.service';

export async function userRoutes(app: FastifyInstance) {
  register(app, API.me, {
    tags: ['user'],
    access: 'self',
    summary: 'The signed-in user with kyc and kycTier',
    security: bearer,
    preHandler: app.requireUser,
    handler: async (req) => {
      const found = await loadUser(app.ctx.db, req.user!.id);
      if (!found) throw unauthorized();
      return found;
    },
  });
}

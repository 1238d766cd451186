import type { FastifyInstance } from 'fastify';
import { STATUS_API as API } from '@portal/contract';
import { register } from '../../lib/route';
import { status } from './status.service';

export async function statusRoutes(app: FastifyInstance) {
  for (const route of [API.status, API.statusAlias]) {
    register(app, route, {
      tags: ['auth'],
      access: 'public',
      summary: 'The status object (brand, registration switches, wlpId)',
      errors: {},
      handler: (req) => status(app.ctx, { user: req.user, host: req.headers.host }),
    });
  }
}

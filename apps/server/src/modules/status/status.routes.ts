import type { FastifyInstance } from 'fastify';
import { API, statusObject } from '@portal/contract';
import { typed } from '../../lib/route';
import { status } from './status.service';

export async function statusRoutes(app: FastifyInstance) {
  const r = typed(app);
  for (const route of [API.status, API.statusAlias]) {
    r.get(route.path, {
      schema: { tags: ['auth'], summary: 'The status object (brand, registration switches, wlpId)', response: { 200: statusObject } },
      handler: (req) => status(app.ctx, { user: req.user, host: req.headers.host }),
    });
  }
}

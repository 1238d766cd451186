import type { FastifyInstance } from 'fastify';
import { REQUEST_LOG_API, LISTS, describeList, type RequestLogEntry } from '@portal/contract';
import { bearer, register } from '../../lib/route';
import { parseListOrThrow, runList } from '../../lib/list/run';
import { partnerScope } from '../../lib/partner-scope';
import { REQUEST_LOG } from './request-log.repository';

/** The portal's view of the partner API request log (Documentation → Request log). */
export async function requestLogRoutes(app: FastifyInstance) {
  register(app, REQUEST_LOG_API.list, {
    environment: true,
    tags: ['partner API'],
    summary: 'The last 10,000 partner API calls of your partner in the environment shown, newest first',
    access: 'requests.read',
    description: describeList(
      LISTS.requestLog,
      'Filter `status=401` (one code), `status=4xx` (a class) or `status=rejected` (anything but 2xx).' +
        ' Rejected calls carry the reason in plain words; the secret is never shown.',
    ),
    security: bearer,
    preHandler: app.requirePartner,
    handler: async (req) => {
      const q = parseListOrThrow(req.query, LISTS.requestLog);
      const { partnerId, environment } = partnerScope(req);
      await app.requestLog.flush();
      return runList({ db: app.ctx.db, spec: REQUEST_LOG, ownerId: partnerId, environment, map: (r: RequestLogEntry) => r }, q);
    },
  });
}

import type { FastifyInstance } from 'fastify';
import {
  REQUEST_LOG_API,
  REQUEST_LOG_LIST,
  REQUEST_LOG_STATUS_PATTERN,
  listQuery,
  parseListQuery,
  requestLogAnswer,
} from '@portal/contract';
import { bearer, errorResponses, typed } from '../../lib/route';
import { invalid } from '../../lib/errors';
import { partnerOf } from '../auth/auth.plugin';
import { listLogEntries, statusRange } from './request-log.repository';

/** The portal's view of the partner API request log (Documentation → Request log). */
export async function requestLogRoutes(app: FastifyInstance) {
  typed(app).get(REQUEST_LOG_API.list.path, {
    schema: {
      tags: ['partner API'],
      summary: 'The last 10,000 partner API calls of your partner, newest first',
      description:
        'Filter `status=401` (one code), `status=4xx` (a class) or `status=rejected` (anything but 2xx). Rejected calls carry the reason in plain words; the secret is never shown.',
      security: bearer,
      querystring: listQuery,
      response: { 200: requestLogAnswer, ...errorResponses },
    },
    preHandler: app.requirePartner,
    handler: async (req) => {
      const parsed = parseListQuery(req.query, REQUEST_LOG_LIST);
      if (!parsed.ok) throw invalid('invalid_param', parsed.problem.param, parsed.problem.value);
      const { filter, sort, skip, take } = parsed.value;
      if (filter.status !== undefined && !REQUEST_LOG_STATUS_PATTERN.test(filter.status))
        throw invalid('invalid_param', 'filter', 'status');
      await app.requestLog.flush();
      return listLogEntries(app.ctx.db, { partnerId: partnerOf(req), status: statusRange(filter.status), sort, skip, take });
    },
  });
}

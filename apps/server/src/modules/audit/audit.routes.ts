import type { FastifyInstance } from 'fastify';
import { AUDIT_API as API, LISTS, describeList } from '@portal/contract';
import { bearer, register } from '../../lib/route';
import { sendCsv } from '../../lib/list/run';
import { partnerOf } from '../../lib/partner-scope';
import { exportAudit, listAudit } from './audit.service';
import { actorOf } from './audit';

export async function auditRoutes(app: FastifyInstance) {
  register(app, API.list, {
    tags: ['audit'],
    security: bearer,
    summary: "The partner's audit log, newest first",
    description: describeList(
      LISTS.audit,
      'actor: user, operator or system; action: one of the AuditEntry actions; from and to: yyyy-MM-dd (UTC, both inclusive).' +
        ' Each entry is chained to the previous one by a SHA-256 hash (`npm run admin -- audit verify --email E`).' +
        ' Needs `audit.read` (Owner, Admin; 403 forbidden otherwise).',
    ),
    access: 'audit.read',
    preHandler: app.requirePartner,
    handler: async (req, reply) => {
      const o = { partnerId: partnerOf(req), query: req.query };
      return req.query.format === 'csv' ? sendCsv(reply, await exportAudit(app.ctx, { ...o, actor: actorOf(req) })) : listAudit(app.ctx, o);
    },
  });
}

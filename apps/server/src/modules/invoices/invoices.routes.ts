import type { FastifyInstance } from 'fastify';
import { INVOICES_API as R, LISTS, describeList } from '@portal/contract';
import { bearer, register, sendPdf } from '../../lib/route';
import { sendCsv } from '../../lib/list/run';
import { partnerOf } from '../../lib/partner-scope';
import { actorOf, recordExport } from '../audit/audit.service';
import { exportInvoices, invoicePdf, listInvoices } from './invoices.service';

export async function invoicesRoutes(app: FastifyInstance) {
  const doc = { tags: ['invoices'], security: bearer, preHandler: app.requirePartner, access: 'invoices.read' as const };
  register(app, R.list, {
    ...doc,
    summary: "The partner's invoices",
    description: describeList(LISTS.invoices),
    handler: async (req, reply) => {
      const o = { partnerId: partnerOf(req), query: req.query };
      if (req.query.format !== 'csv') return listInvoices(app.ctx, o);
      const file = await exportInvoices(app.ctx, o);
      await recordExport(app.ctx, { partnerId: o.partnerId, actor: actorOf(req), list: 'invoices', filter: req.query.filter ?? '' });
      return sendCsv(reply, file);
    },
  });
  register(app, R.attachment, {
    ...doc,
    summary: 'The invoice as a PDF (application/pdf)',
    description: "Rendered from the invoice and the partner's brand. 404 when the key is not one of the partner's invoices.",
    handler: async (req, reply) => {
      return sendPdf(reply, await invoicePdf(app.ctx, { partnerId: partnerOf(req), key: req.params.key }));
    },
  });
}

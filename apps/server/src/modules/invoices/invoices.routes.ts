import type { FastifyInstance, FastifyReply } from 'fastify';
import { INVOICES_API as R, LISTS, describeList } from '@portal/contract';
import { bearer, register } from '../../lib/route';
import { sendCsv } from '../../lib/list-run';
import { partnerOf } from '../auth/auth.plugin';
import { actorOf } from '../audit/audit';
import { recordExport } from '../audit/audit.service';
import { exportInvoices, invoicePdf, listInvoices } from './invoices.service';

/** An invoice PDF as a download, never cached (the partner's and the console's). */
export function sendPdf(reply: FastifyReply, file: { filename: string; pdf: Buffer }) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.pdf);
}

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

import type { FastifyInstance } from 'fastify';
import { PARTNER_DATA_API as R } from '@portal/contract';
import { bearer, errorResponses, typed } from '../../lib/route';
import { sendCsv } from '../../lib/list-run';
import { partnerOf } from '../auth/auth.plugin';
import { exportInvoices, invoicePdf, listInvoices } from './invoices.service';

export async function invoicesRoutes(app: FastifyInstance) {
  const r = typed(app);
  const tags = ['invoices'];
  r.get(R.invoices.path, {
    schema: {
      tags,
      security: bearer,
      querystring: R.invoices.query,
      response: { 200: R.invoices.response, ...errorResponses },
      summary: "The partner's invoices",
      description:
        'No filters; orderBy payBefore (default, DESC), number or amount; skip is a page index from 0; take 1..100 (default 10). format=csv streams them all as text/csv.',
    },
    preHandler: app.requirePartner,
    handler: async (req, reply) => {
      const o = { partnerId: partnerOf(req), query: req.query };
      return req.query.format === 'csv' ? sendCsv(reply, exportInvoices(app.ctx, o)) : listInvoices(app.ctx, o);
    },
  });
  r.get(R.invoiceAttachment.path, {
    schema: {
      tags,
      security: bearer,
      params: R.invoiceAttachment.params,
      querystring: R.invoiceAttachment.query,
      response: errorResponses,
      summary: 'The invoice as a PDF (application/pdf)',
      description: "Rendered from the invoice and the partner's brand. 404 when the key is not one of the partner's invoices.",
    },
    preHandler: app.requirePartner,
    handler: async (req, reply) => {
      const { filename, pdf } = await invoicePdf(app.ctx, { partnerId: partnerOf(req), key: req.params.key });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf as never); // binary: the typed reply only knows the JSON answers
    },
  });
}

import type { FastifyInstance } from 'fastify';
import { CONSOLE_CONTENT_API as API, LISTS, describeList } from '@portal/contract';
import { sanitizeHtml } from '../../lib/html';
import { sendPdf } from '../../lib/route';
import { listFaqSets, readFaqSet, saveFaqSets } from '../faq/faq.service';
import { registerOperator } from './console.access';
import { operatorActor } from './console-auth.service';
import * as invoices from './console-content.service';
import { previewNotice, sendNotice } from './console-notices.service';

/** The console's notices, invoices and FAQ: the services of `notify`, `invoice issue|paid` and `faq import`. */
export async function consoleContentRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  registerOperator(app, API.noticePreview, {
    summary: 'Preview a notice: its recipients per language and the sanitized texts (nothing is sent)',
    access: 'notices.send',
    handler: (req) => previewNotice(ctx, req.body),
  });
  registerOperator(app, API.sendNotice, {
    summary: 'Send an inbox notice to one partner, every partner of a brand, or every partner',
    description:
      'Every enabled member of the audience gets it in its inbox (live: its inbox and unread count update). ' +
      'With titleIt and bodyIt, members whose language is Italian get the Italian text, the others the English one. ' +
      'Each partner sees a `notice.sent` entry in its audit log with "operator" as the actor. 417 naming the field ' +
      '(partnerId, agent, body once sanitized, titleIt/bodyIt given alone), or audience when it has no member.',
    access: 'notices.send',
    handler: (req) => sendNotice(ctx, { notice: req.body, actor: operatorActor(req) }),
  });
  registerOperator(app, API.invoices, {
    summary: 'Every invoice, or one partner’s (filter partnerId)',
    description: describeList(LISTS.consoleInvoices, 'q: company, wlpId or number; paid: true or false.'),
    access: 'invoices.manage',
    handler: (req) => invoices.listAllInvoices(ctx, { query: req.query }),
  });
  registerOperator(app, API.issueInvoice, {
    summary: 'Issue an invoice to a partner (the same service as `invoice issue`)',
    description: 'Unpaid, numbered INV-<year>-<sequence>; its PDF is rendered with the partner’s brand on download. 417 naming the field.',
    access: 'invoices.manage',
    handler: (req) => invoices.issue(ctx, { body: req.body, actor: operatorActor(req) }),
  });
  registerOperator(app, API.invoicePaid, {
    summary: 'Mark an invoice paid (the same service as `invoice paid`)',
    access: 'invoices.manage',
    handler: (req) => invoices.markPaid(ctx, { number: req.params.number, actor: operatorActor(req) }),
  });
  registerOperator(app, API.invoicePdf, {
    summary: 'The invoice as a PDF (application/pdf), as the partner downloads it',
    access: 'invoices.manage',
    // binary: the typed reply only knows the JSON answers
    handler: async (req, reply) => sendPdf(reply, await invoices.pdfOf(ctx, { number: req.params.number })) as never,
  });
  registerOperator(app, API.faqSets, {
    summary: 'The stored FAQ sets (language, country) and their sizes',
    access: 'faq.edit',
    handler: () => listFaqSets(ctx),
  });
  registerOperator(app, API.faqSet, {
    summary: 'One FAQ set as stored (no fallback to another language)',
    access: 'faq.edit',
    handler: (req) => readFaqSet(ctx, { language: req.query.language, country: req.query.country ?? null }),
  });
  registerOperator(app, API.saveFaqSet, {
    summary: 'Replace one FAQ set (the same service as `faq import`)',
    description:
      'Answers are sanitized (no scripts, styles or event handlers; links to http(s) and mailto only); one that is empty ' +
      'once sanitized is refused with 417 naming it. An empty category list removes the set.',
    access: 'faq.edit',
    handler: async (req) => {
      await saveFaqSets(ctx, { sets: [req.body], actor: operatorActor(req) });
      return readFaqSet(ctx, { language: req.body.language, country: req.body.country });
    },
  });
  registerOperator(app, API.faqPreview, {
    summary: 'An answer as partners will see it, sanitized',
    access: 'faq.edit',
    handler: async (req) => ({ html: sanitizeHtml(req.body.answer) }),
  });
}

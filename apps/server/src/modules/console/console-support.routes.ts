import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { CONSOLE_PARTNER_ADMIN_API, CONSOLE_TICKETS_API, LIMITS, TICKET_FILE_TYPES } from '@portal/contract';
import { errorResponses } from '../../lib/route';
import { documentsBody, readUpload, sendAttachment } from '../../lib/upload';
import { operatorActor } from './console-auth.service';
import { registerOperator } from './console.access';
import { createPartnerAccount, partnerActivity } from './console-partner-admin.service';
import * as tickets from './console-tickets.service';

/**
 * The console's support answers with files, ticket attachments, SOLVED, a new partner and a partner's activity.
 * Its own plugin: the multipart reader with the partner's ticket limits stays inside it.
 */
export async function consoleSupportRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: LIMITS.ticketFileBytesMax, files: LIMITS.ticketFilesMax } });
  const ctx = app.ctx;
  registerOperator(app, CONSOLE_TICKETS_API.reply, {
    summary: "Answer a support ticket with text and files (the partner's inbox updates live)",
    description:
      `Multipart form data: \`message\` (HTML, sanitized) and up to ${LIMITS.ticketFilesMax} \`files\`, the partner's rules ` +
      `(${LIMITS.ticketFileBytesMax} bytes each, ${TICKET_FILE_TYPES.join(', ')} judged by the bytes, the partner's attachment quota); ` +
      'otherwise 417 naming `message` or `files`, and nothing is stored. Same service as `npm run admin -- ticket reply`.',
    access: 'tickets.answer',
    consumes: ['multipart/form-data'],
    validatorCompiler: documentsBody,
    errors: { 417: errorResponses[417] },
    handler: async (req) => tickets.answerTicket(ctx, { id: req.params.id, upload: await readUpload(req), actor: operatorActor(req) }),
  });
  registerOperator(app, CONSOLE_TICKETS_API.solve, {
    summary: 'Mark a support ticket SOLVED',
    description: 'It stays SOLVED until a new message (the partner or the bank) reopens it. Audited on the partner.',
    access: 'tickets.answer',
    handler: (req) => tickets.solveTicket(ctx, { id: req.params.id, actor: operatorActor(req) }),
  });
  registerOperator(app, CONSOLE_TICKETS_API.attachment, {
    summary: 'Download an attachment of a support ticket',
    description: 'The file with its content type, as an attachment; 404 for a key of another ticket.',
    access: 'tickets.answer',
    handler: async (req, reply) => sendAttachment(reply, await tickets.ticketFile(ctx, req.params)) as never,
  });
  registerOperator(app, CONSOLE_PARTNER_ADMIN_API.create, {
    summary: 'Create a partner, as `npm run admin -- partner create` does',
    description:
      'A verified company with its owner and a new wlpId, on the brand given; the owner receives the mail to choose a password ' +
      '(the console never sets nor sees it). 417 naming `agent` (no such brand) or `email` (`email_taken`).',
    access: 'partners.manage',
    errors: { 417: errorResponses[417] },
    handler: async (req) => {
      const { userId: _userId, ...created } = await createPartnerAccount(ctx, { ...req.body, actor: operatorActor(req) });
      return created;
    },
  });
  registerOperator(app, CONSOLE_PARTNER_ADMIN_API.brands, {
    summary: 'The brands of the platform (agent and name), for creating a partner or changing its brand',
    access: 'self',
    handler: async () => ({
      brands: ctx.brands.list.map((b) => ({ agent: b.agent, name: b.name })),
      defaultAgent: ctx.brands.defaultAgent,
    }),
  });
  registerOperator(app, CONSOLE_PARTNER_ADMIN_API.activity, {
    summary: "A partner's webhook endpoints with their health, and its API calls and events per day",
    access: 'partners.read',
    handler: (req) => partnerActivity(ctx, { partnerId: req.params.id }),
  });
}

import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import multipart from '@fastify/multipart';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LIMITS,
  SUPPORT_API,
  TICKET_FILE_TYPES,
  inboxItem,
  listAnswer,
  listQuery,
  openedMessage,
  ticketBody,
  ticketCreated,
  ticketReplyBody,
  unreadCount,
} from '@portal/contract';
import { bearer, errorResponses, typed } from '../../lib/route';
import * as service from './tickets.service';
import { readUpload } from './tickets.upload';

const files = z
  .array(z.string().meta({ type: 'string', format: 'binary' }))
  .max(LIMITS.ticketFilesMax)
  .optional()
  .describe(
    `repeated; at most ${LIMITS.ticketFilesMax} files of ${LIMITS.ticketFileBytesMax} bytes, ${TICKET_FILE_TYPES.join(', ')} by content`,
  );
const uploadRules = `Multipart form data. Up to ${LIMITS.ticketFilesMax} \`files\`, each at most ${LIMITS.ticketFileBytesMax} bytes and of type ${TICKET_FILE_TYPES.join(', ')} judged by the bytes, not the name; otherwise 417 \`too_many_files\`, \`file_too_large\` or \`file_type_not_allowed\` naming the file, and nothing is stored.`;

/** The multipart body is read by the handler; the zod schema only documents it. */
const documentsBody: FastifySchemaCompiler<unknown> = (req) =>
  req.httpPart === 'body'
    ? () => ({ value: undefined })
    : (validatorCompiler(req as Parameters<typeof validatorCompiler>[0]) as ReturnType<FastifySchemaCompiler<unknown>>);

const ticketId = z.object({ id: z.string().describe('ticket id') });

export async function ticketRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: LIMITS.ticketFileBytesMax, files: LIMITS.ticketFilesMax } });
  const r = typed(app);
  const ctx = app.ctx;
  const tags = ['support'];

  r.get(SUPPORT_API.tickets.path, {
    schema: {
      tags,
      security: bearer,
      summary: "The user's inbox",
      querystring: listQuery,
      description: 'filter `title=<text>` (case-insensitive substring); orderBy createdDate (default, DESC) or title; take defaults to 10.',
      response: { 200: listAnswer(inboxItem), ...errorResponses },
    },
    preHandler: app.requireUser,
    handler: (req) => service.listTickets(ctx, { userId: req.user!.id, query: req.query }),
  });

  r.get(SUPPORT_API.unreadCount.path, {
    schema: { tags, security: bearer, summary: 'How many inbox messages are unread', response: { 200: unreadCount, ...errorResponses } },
    preHandler: app.requireUser,
    handler: (req) => service.unread(ctx, { userId: req.user!.id }),
  });

  r.get(SUPPORT_API.ticket.path, {
    schema: {
      tags,
      security: bearer,
      summary: 'One message with its thread; marks it read',
      params: ticketId,
      response: { 200: openedMessage, ...errorResponses },
    },
    preHandler: app.requireUser,
    handler: (req) => service.openTicket(ctx, { userId: req.user!.id, id: req.params.id }),
  });

  r.get(SUPPORT_API.attachment.path, {
    schema: {
      tags,
      security: bearer,
      summary: "Downloads an attachment of one of the user's messages",
      params: z.object({ ticketId: z.string(), key: z.string() }),
      description: 'Answers the file with its content type as an attachment; 404 for a file of another user.',
      response: { 200: z.any().meta({ type: 'string', format: 'binary' }).describe('the file'), ...errorResponses },
    },
    preHandler: app.requireUser,
    handler: async (req, reply) => {
      const f = await service.attachmentFile(ctx, { userId: req.user!.id, ticketId: req.params.ticketId, key: req.params.key });
      const ascii = f.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
      return reply
        .type(f.contentType)
        .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(f.name)}`)
        .header('cache-control', 'private, no-store')
        .send(f.data);
    },
  });

  r.post(SUPPORT_API.createTicket.path, {
    schema: {
      tags,
      security: bearer,
      summary: 'Sends a support request',
      description: uploadRules,
      consumes: ['multipart/form-data'],
      body: ticketBody.extend({ files }),
      response: { 200: ticketCreated, ...errorResponses },
    },
    validatorCompiler: documentsBody,
    preHandler: app.requireUser,
    handler: async (req) => service.createTicket(ctx, { userId: req.user!.id, upload: await readUpload(req) }),
  });

  r.post(SUPPORT_API.reply.path, {
    schema: {
      tags,
      security: bearer,
      summary: 'Answers a support ticket',
      consumes: ['multipart/form-data'],
      params: ticketId,
      description: `Adds the user's message (plain text, shown as paragraphs) to one of its support tickets (type INCIDENT; other types answer 417 \`action_forbidden\`). ${uploadRules} Answers the updated thread.`,
      body: ticketReplyBody.extend({ files }),
      response: { 200: openedMessage, ...errorResponses },
    },
    validatorCompiler: documentsBody,
    preHandler: app.requireUser,
    handler: async (req) => service.replyToTicket(ctx, { userId: req.user!.id, id: req.params.id, upload: await readUpload(req) }),
  });

  app.addHook('onReady', async () => {
    const r = await service.recoverStagedFiles(ctx).catch((err: Error) => {
      ctx.log.error({ err }, 'staged upload recovery failed');
      return null;
    });
    if (r && r.committed + r.discarded > 0) ctx.log.info(r, 'staged uploads recovered');
  });
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { LIMITS, TICKETS_API as R, TICKET_CREATE_RATE, TICKET_FILE_TYPES, LISTS, describeList } from '@portal/contract';
import { bearer, register } from '../../lib/route';
import { AppError } from '../../lib/errors';
import * as service from './tickets.service';
import { documentsBody, readUpload, sendAttachment } from '../../lib/upload';
import { countCreatedSince } from './tickets.repository';

const uploadRules =
  `Multipart form data. Up to ${LIMITS.ticketFilesMax} \`files\`,` +
  ` each at most ${LIMITS.ticketFileBytesMax} bytes and of type ${TICKET_FILE_TYPES.join(', ')} judged by the bytes, not the name;` +
  ` otherwise 417 \`too_many_files\`, \`file_too_large\` or \`file_type_not_allowed\`` +
  ` naming the file, and nothing is stored.` +
  ` A partner (owner and members together) keeps at most ${LIMITS.ticketStoragePerPartnerBytes} bytes of attachments:` +
  ` beyond, 417 \`storage_quota_exceeded\`.`;

export async function ticketRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: LIMITS.ticketFileBytesMax, files: LIMITS.ticketFilesMax } });
  const ctx = app.ctx;
  const doc = { tags: ['support'], security: bearer, preHandler: app.requireUser, access: 'self' as const };
  const multipartDoc = { ...doc, consumes: ['multipart/form-data'], validatorCompiler: documentsBody };

  register(app, R.list, {
    ...doc,
    summary: "The user's inbox",
    description: describeList(LISTS.tickets),
    handler: (req) => service.listTickets(ctx, { userId: req.user!.id, query: req.query }),
  });

  register(app, R.unreadCount, {
    ...doc,
    summary: 'How many inbox messages are unread',
    handler: (req) => service.unread(ctx, { userId: req.user!.id }),
  });

  register(app, R.get, {
    ...doc,
    summary: 'One message with its thread; marks it read',
    handler: (req) => service.openTicket(ctx, { userId: req.user!.id, id: req.params.id }),
  });

  register(app, R.attachment, {
    ...doc,
    summary: "Downloads an attachment of one of the user's messages",
    description: 'Answers the file with its content type as an attachment; 404 for a file of another user.',
    handler: async (req, reply) => {
      const f = await service.attachmentFile(ctx, { userId: req.user!.id, ticketId: req.params.ticketId, key: req.params.key });
      return sendAttachment(reply, f) as never; // binary: the typed reply only knows the JSON answers
    },
  });

  // new tickets per user and window, counted from the database (the tickets the user wrote, whatever process took them;
  // a refused request costs nothing)
  const createLimited = async (req: FastifyRequest) => {
    const since = new Date(ctx.now().getTime() - TICKET_CREATE_RATE.windowMs);
    if ((await countCreatedSince(ctx.db, req.user!.id, since)) >= TICKET_CREATE_RATE.max)
      throw new AppError(429, 'rate_limited', 'CUSTOM_MESSAGE', 'Too many new tickets, try again later');
  };
  register(app, R.create, {
    ...multipartDoc,
    summary: 'Sends a support request',
    description: `${uploadRules} At most ${TICKET_CREATE_RATE.max} new tickets an hour per user (429 \`rate_limited\`).`,
    preHandler: [app.requireUser, createLimited],
    handler: async (req) => service.createTicket(ctx, { userId: req.user!.id, upload: await readUpload(req) }),
  });

  register(app, R.reply, {
    ...multipartDoc,
    summary: 'Answers a support ticket',
    description:
      `Adds the user's message (plain text, shown as paragraphs)` +
      ` to one of its support tickets (type INCIDENT; other types answer 417 \`action_forbidden\`).` +
      ` ${uploadRules} Answers the updated thread.`,
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

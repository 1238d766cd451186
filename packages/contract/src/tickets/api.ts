import { z } from 'zod/mini';
import { listAnswer, listQuery } from '../common/list';
import { LIMITS, TICKET_FILE_TYPES } from '../common/constants';
import { defineRoutes } from '../common/route';
import { inboxItem, openedMessage, ticketBody, ticketCreated, ticketReplyBody } from './entities';
import { TICKETS_UNREAD_API } from './unread';

/** Multipart field names of the ticket and reply calls. */
export const TICKET_FIELDS = { files: 'files' } as const;

/** The files of a multipart ticket or reply (documentation only: the server reads the parts itself). */
export const ticketFiles = z
  .optional(z.array(z.string().check(z.meta({ type: 'string', format: 'binary' }))).check(z.maxLength(LIMITS.ticketFilesMax)))
  .check(
    z.describe(
      `repeated; at most ${LIMITS.ticketFilesMax} files of ${LIMITS.ticketFileBytesMax} bytes, ${TICKET_FILE_TYPES.join(', ')} by content`,
    ),
  );

const ticketIdParams = z.object({ id: z.string().check(z.describe('ticket id')) });

/** The inbox and support requests of the signed-in user (customer-portal §4, §7; the reply call is ours). */
export const TICKETS_API = defineRoutes({
  list: { method: 'GET', path: '/api/tickets/list', query: listQuery, responses: { 200: listAnswer(inboxItem) } },
  get: { method: 'GET', path: '/api/tickets/:id', params: ticketIdParams, responses: { 200: openedMessage } },
  ...TICKETS_UNREAD_API,
  create: { method: 'POST', path: '/api/tickets', body: z.extend(ticketBody, { files: ticketFiles }), responses: { 200: ticketCreated } },
  reply: {
    method: 'POST',
    path: '/api/tickets/:id/messages',
    params: ticketIdParams,
    body: z.extend(ticketReplyBody, { files: ticketFiles }),
    responses: { 200: openedMessage },
  },
  attachment: {
    method: 'GET',
    path: '/api/tickets/attachment/:ticketId/:key',
    params: z.object({ ticketId: z.string(), key: z.string() }),
    responses: {},
  },
});

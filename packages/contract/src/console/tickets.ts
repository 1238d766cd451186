import { z } from 'zod/mini';
import { listAnswer, listQuery } from '../common/list';
import { isoDateTime } from '../common/primitives';
import { defineRoutes } from '../common/route';
import { TICKET_TEXT_LIMITS } from '../tickets/entities';
import { ticketFiles } from '../tickets/api';
import { partnerIdParams } from './api';

/**
 * A support ticket's state, as the translations name them: waiting for the bank (the partner wrote last), for the
 * partner (the bank answered last), or SOLVED (marked by the bank after the last message; a new message reopens it).
 */
export const CONSOLE_TICKET_STATES = ['PENDING_ADMIN', 'PENDING_USER', 'SOLVED'] as const;
export type ConsoleTicketState = (typeof CONSOLE_TICKET_STATES)[number];

export const consoleTicket = z
  .object({
    id: z.string(),
    title: z.string(),
    state: z.enum(CONSOLE_TICKET_STATES),
    email: z.string().check(z.describe("the partner user's e-mail who opened it")),
    partnerId: z.nullable(z.string()),
    company: z.nullable(z.string()),
    wlpId: z.nullable(z.string()),
    createdDate: isoDateTime,
    lastMessageDate: isoDateTime.check(z.describe('since when it waits')),
    messages: z.int(),
  })
  .register(z.globalRegistry, { id: 'ConsoleTicket' });
export type ConsoleTicket = z.infer<typeof consoleTicket>;
export const consoleTicketList = listAnswer(consoleTicket).register(z.globalRegistry, { id: 'ConsoleTicketList' });

export const consoleTicketThread = z
  .object({
    ticket: consoleTicket,
    messages: z.array(
      z.object({
        id: z.string(),
        fromSupport: z.boolean(),
        author: z.string(),
        html: z.string().check(z.describe('sanitized HTML')),
        date: isoDateTime,
        attachments: z.array(z.object({ key: z.string(), name: z.string() })),
      }),
    ),
  })
  .register(z.globalRegistry, { id: 'ConsoleTicketThread' });
export type ConsoleTicketThread = z.infer<typeof consoleTicketThread>;

/** The text field of the bank's multipart answer; its `files` follow the partner's rules (TICKET_FIELDS.files). */
export const consoleReplyBody = z
  .object({
    message: z
      .string()
      .check(z.trim(), z.minLength(1), z.maxLength(TICKET_TEXT_LIMITS.messageMax), z.describe('the answer; HTML is sanitized')),
  })
  .register(z.globalRegistry, { id: 'ConsoleTicketReply' });
const ticketFileParams = z.object({
  id: z.string().check(z.maxLength(64), z.describe('the ticket id')),
  key: z.string().check(z.maxLength(200)),
});
export type ConsoleReplyBody = z.infer<typeof consoleReplyBody>;

export const CONSOLE_TICKETS_API = defineRoutes({
  list: { method: 'GET', path: '/api-operator/tickets', query: listQuery, responses: { 200: consoleTicketList } },
  thread: { method: 'GET', path: '/api-operator/tickets/:id', params: partnerIdParams, responses: { 200: consoleTicketThread } },
  reply: {
    method: 'POST',
    path: '/api-operator/tickets/:id/reply',
    params: partnerIdParams,
    body: z.extend(consoleReplyBody, { files: ticketFiles }),
    responses: { 200: consoleTicketThread },
  },
  solve: { method: 'POST', path: '/api-operator/tickets/:id/solve', params: partnerIdParams, responses: { 200: consoleTicketThread } },
  attachment: { method: 'GET', path: '/api-operator/tickets/:id/attachments/:key', params: ticketFileParams, responses: {} },
});

import { z } from 'zod';
import { listAnswer, listQuery, type ListDescriptor } from '../common/list';
import { isoDateTime } from '../common/primitives';
import { defineRoutes } from '../common/route';
import { TICKET_TEXT_LIMITS } from '../tickets/entities';
import { partnerIdParams } from './api';

/** A support ticket's state: waiting for the bank (the partner wrote last) or for the partner (the bank answered last). */
export const CONSOLE_TICKET_STATES = ['PENDING_ADMIN', 'PENDING_USER'] as const;
export type ConsoleTicketState = (typeof CONSOLE_TICKET_STATES)[number];

/** The support queue: waiting for the bank first, then the oldest wait first; search title, e-mail or company. */
export const CONSOLE_TICKETS_LIST = {
  filters: { q: 'text', state: 'exact' },
  orderBy: ['queue', 'created'],
  defaultOrderBy: 'queue',
  defaultSort: 'ASC',
  defaultTake: 25,
} as const satisfies ListDescriptor;

export const consoleTicket = z
  .object({
    id: z.string(),
    title: z.string(),
    state: z.enum(CONSOLE_TICKET_STATES),
    email: z.string().describe("the partner user's e-mail who opened it"),
    partnerId: z.string().nullable(),
    company: z.string().nullable(),
    wlpId: z.string().nullable(),
    createdDate: isoDateTime,
    lastMessageDate: isoDateTime.describe('since when it waits'),
    messages: z.number().int(),
  })
  .meta({ id: 'ConsoleTicket' });
export type ConsoleTicket = z.infer<typeof consoleTicket>;
export const consoleTicketList = listAnswer(consoleTicket).meta({ id: 'ConsoleTicketList' });

export const consoleTicketThread = z
  .object({
    ticket: consoleTicket,
    messages: z.array(
      z.object({
        id: z.string(),
        fromSupport: z.boolean(),
        author: z.string(),
        html: z.string().describe('sanitized HTML'),
        date: isoDateTime,
        attachments: z.array(z.object({ key: z.string(), name: z.string() })),
      }),
    ),
  })
  .meta({ id: 'ConsoleTicketThread' });
export type ConsoleTicketThread = z.infer<typeof consoleTicketThread>;

export const consoleReplyBody = z
  .object({ message: z.string().trim().min(1).max(TICKET_TEXT_LIMITS.messageMax).describe('the answer; HTML is sanitized') })
  .meta({ id: 'ConsoleTicketReply' });
export type ConsoleReplyBody = z.infer<typeof consoleReplyBody>;

export const CONSOLE_TICKETS_API = defineRoutes({
  list: { method: 'GET', path: '/api-operator/tickets', query: listQuery, responses: { 200: consoleTicketList } },
  thread: { method: 'GET', path: '/api-operator/tickets/:id', params: partnerIdParams, responses: { 200: consoleTicketThread } },
  reply: {
    method: 'POST',
    path: '/api-operator/tickets/:id/reply',
    params: partnerIdParams,
    body: consoleReplyBody,
    responses: { 200: consoleTicketThread },
  },
});

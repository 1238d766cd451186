import {
  LISTS,
  consoleReplyBody,
  type ConsoleTicket,
  type ConsoleTicketThread,
  type ListAnswer,
  type ListQueryInput,
} from '@portal/contract';
import type { AppContext } from '../../context';
import { one } from '../../db/db';
import { invalid, notFound } from '../../lib/errors';
import { sanitizeHtml } from '../../lib/html';
import { isUuid } from '../../lib/ids';
import { parseListOrThrow, runList } from '../../lib/list/run';
import { record, type Actor } from '../audit/audit.service';
import { supportReply, ticketAttachments, ticketMessages } from '../tickets/tickets.service';
import { checkFiles, parseFields, type Upload } from '../../lib/upload';
import { ALL_PARTNERS } from './console-partners.lists';
import { CONSOLE_TICKETS } from './console-tickets.lists';

/** The support queue: waiting for the bank first, the longest wait first. */
export const listTickets = (ctx: AppContext, o: { query: ListQueryInput }): Promise<ListAnswer<ConsoleTicket>> =>
  runList(
    { db: ctx.db, spec: CONSOLE_TICKETS, ownerId: ALL_PARTNERS, map: (t: ConsoleTicket) => t },
    parseListOrThrow(o.query, LISTS.consoleTickets),
  );

/** One support ticket and its messages (with their attachments); 404 for anything else. */
export async function ticketThread(ctx: AppContext, o: { id: string }): Promise<ConsoleTicketThread> {
  const row = isUuid(o.id)
    ? await one<ConsoleTicket>(
        ctx.db,
        `SELECT ${CONSOLE_TICKETS.select} FROM ${CONSOLE_TICKETS.from} WHERE t.id = $1 AND ${CONSOLE_TICKETS.scope!(() => '')}`,
        [o.id],
      )
    : undefined;
  if (!row) throw notFound('ticket');
  const [messages, files] = await Promise.all([ticketMessages(ctx.db, row.id), ticketAttachments(ctx.db, row.id)]);
  return {
    ticket: row,
    // each message carries its own attachments: a nesting SQL rows do not have
    messages: messages.map(({ authorUserId, ...m }) => ({
      ...m,
      fromSupport: authorUserId === null,
      attachments: files.filter((f) => f.messageId === m.id).map((f) => ({ key: f.key, name: f.name })),
    })),
  };
}

/** An action of the bank on a ticket, on the partner's chain with "operator" as the actor. */
async function audit(ctx: AppContext, ticket: ConsoleTicket, o: { action: 'ticket.answered' | 'ticket.solved'; actor: Actor }) {
  if (!ticket.partnerId) return;
  const changes = { title: ticket.title };
  await record(ctx.db, { partnerId: ticket.partnerId, at: ctx.now(), actor: o.actor, action: o.action, target: ticket.id, changes });
}

/**
 * The bank's answer, text and files (the partner's file rules: count, size, type by content, the partner's quota):
 * the same service as `npm run admin -- ticket reply` (the partner's inbox and unread count update live), audited on
 * the partner's chain with "operator" as the actor. 417 naming `message` or `files`; nothing is stored then.
 */
export async function answerTicket(ctx: AppContext, o: { id: string; upload: Upload; actor: Actor }): Promise<ConsoleTicketThread> {
  const thread = await ticketThread(ctx, { id: o.id });
  const body = parseFields(consoleReplyBody, o.upload.fields);
  const html = sanitizeHtml(body.message);
  if (!html) throw invalid('invalid', 'message', '');
  const files = await checkFiles(o.upload.files);
  await supportReply(ctx, { id: thread.ticket.id, html, files });
  await audit(ctx, thread.ticket, { action: 'ticket.answered', actor: o.actor });
  return ticketThread(ctx, { id: o.id });
}

/** Marks a ticket SOLVED (until a new message reopens it); the partner's inbox is told. */
export async function solveTicket(ctx: AppContext, o: { id: string; actor: Actor }): Promise<ConsoleTicketThread> {
  const thread = await ticketThread(ctx, { id: o.id });
  if (thread.ticket.state !== 'SOLVED') {
    await ctx.db.query('UPDATE tickets SET solved_at = greatest($2::timestamptz, $3::timestamptz) WHERE id = $1', [
      thread.ticket.id,
      ctx.now(),
      thread.ticket.lastMessageDate,
    ]);
    await audit(ctx, thread.ticket, { action: 'ticket.solved', actor: o.actor });
  }
  return ticketThread(ctx, { id: o.id });
}

/** An attachment of a support ticket, for the bank; 404 for anything else. */
export async function ticketFile(ctx: AppContext, o: { id: string; key: string }) {
  const thread = await ticketThread(ctx, { id: o.id });
  const [a] = (await ticketAttachments(ctx.db, thread.ticket.id)).filter((f) => f.key === o.key);
  const data = a ? await ctx.storage.read(a.key) : null;
  if (!a || !data) throw notFound('attachment');
  return { name: a.name, contentType: a.contentType, data };
}

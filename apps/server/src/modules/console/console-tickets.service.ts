import { CONSOLE_TICKETS_LIST, type ConsoleTicket, type ConsoleTicketThread, type ListAnswer, type ListQueryInput } from '@portal/contract';
import type { AppContext } from '../../context';
import { one } from '../../db/db';
import { iso } from '../../lib/dates';
import { invalid, notFound } from '../../lib/errors';
import { sanitizeHtml } from '../../lib/html';
import { isUuid } from '../../lib/ids';
import { parseListOrThrow, runList } from '../../lib/list-run';
import { record, type Actor } from '../audit/audit';
import { supportReply } from '../tickets/tickets.service';
import { ticketAttachments, ticketMessages } from '../tickets/tickets.repository';
import { ALL_PARTNERS } from './console-partners.lists';
import { CONSOLE_TICKETS } from './console-tickets.lists';

type Row = Omit<ConsoleTicket, 'createdDate' | 'lastMessageDate'> & { createdDate: Date | string; lastMessageDate: Date | string };
const toTicket = (r: Row): ConsoleTicket => ({ ...r, createdDate: iso(r.createdDate)!, lastMessageDate: iso(r.lastMessageDate)! });

/** The support queue: waiting for the bank first, the longest wait first. */
export const listTickets = (ctx: AppContext, o: { query: ListQueryInput }): Promise<ListAnswer<ConsoleTicket>> =>
  runList({ db: ctx.db, spec: CONSOLE_TICKETS, partnerId: ALL_PARTNERS, map: toTicket }, parseListOrThrow(o.query, CONSOLE_TICKETS_LIST));

/** One support ticket and its messages (with their attachments); 404 for anything else. */
export async function ticketThread(ctx: AppContext, o: { id: string }): Promise<ConsoleTicketThread> {
  const row = isUuid(o.id)
    ? await one<Row>(
        ctx.db,
        `SELECT ${CONSOLE_TICKETS.select} FROM ${CONSOLE_TICKETS.from} WHERE t.id = $1 AND ${CONSOLE_TICKETS.scope!(() => '')}`,
        [o.id],
      )
    : undefined;
  if (!row) throw notFound('ticket');
  const [messages, files] = await Promise.all([ticketMessages(ctx.db, row.id), ticketAttachments(ctx.db, row.id)]);
  return {
    ticket: toTicket(row),
    messages: messages.map((m) => ({
      id: m.id,
      fromSupport: m.author_user_id === null,
      author: m.author_name,
      html: m.message_html,
      date: iso(m.created_at)!,
      attachments: files.filter((f) => f.message_id === m.id).map((f) => ({ key: f.key, name: f.name })),
    })),
  };
}

/**
 * The bank's answer: the same service as `npm run admin -- ticket reply` (the partner's inbox and unread count
 * update live), audited on the partner's chain with "operator" as the actor.
 */
export async function answerTicket(ctx: AppContext, o: { id: string; message: string; actor: Actor }): Promise<ConsoleTicketThread> {
  const thread = await ticketThread(ctx, { id: o.id });
  const html = sanitizeHtml(o.message);
  if (!html) throw invalid('invalid', 'message', '');
  await supportReply(ctx, { id: thread.ticket.id, html });
  if (thread.ticket.partnerId) {
    const changes = { title: thread.ticket.title };
    await record(ctx.db, {
      partnerId: thread.ticket.partnerId,
      at: ctx.now(),
      actor: o.actor,
      action: 'ticket.answered',
      target: o.id,
      changes,
    });
  }
  return ticketThread(ctx, { id: o.id });
}

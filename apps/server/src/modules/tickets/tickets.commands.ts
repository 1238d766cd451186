import { NOTIFICATION_TYPES, TICKET_TEXT_LIMITS, type NotificationType } from '@portal/contract';
import type { AppContext } from '../../context';
import { sanitizeHtml } from '../../lib/html';
import { withRealtime } from '../../infra/realtime';
import { OperatorError, required } from '../operator/args';
import { notifyUser, supportReply } from './tickets.service';
import { userIdByEmail } from './tickets.repository';

type Command = (ctx: AppContext, flags: Record<string, string>) => Promise<Record<string, unknown>>;

function html(flags: Record<string, string>, name: string): string {
  const clean = sanitizeHtml(required(flags, name));
  if (!clean) throw new OperatorError(`--${name} is empty once sanitized`);
  if (clean.length > TICKET_TEXT_LIMITS.messageMax)
    throw new OperatorError(`--${name} is longer than ${TICKET_TEXT_LIMITS.messageMax} characters`);
  return clean;
}

/** Operator commands of the inbox (CONTRACTS §3); both raise the live support events. */
export const ticketCommands: Record<string, Command> = {
  'ticket reply': (ctx, f) =>
    withRealtime(ctx, async (live) => {
      const id = required(f, 'id');
      const done = await supportReply(live, { id, html: html(f, 'message') });
      if (!done) throw new OperatorError(`no ticket with id ${id}`);
      return { replied: done.ticket.id, email: done.ticket.email, title: done.ticket.title, messageId: done.messageId };
    }),
  notify: (ctx, f) =>
    withRealtime(ctx, async (live) => {
      const target = required(f, 'email');
      const type = (f.type ?? 'NOTIFICATION') as NotificationType;
      if (!NOTIFICATION_TYPES.includes(type)) throw new OperatorError(`--type must be one of ${NOTIFICATION_TYPES.join(', ')}`);
      const title = required(f, 'title').trim();
      if (title.length > TICKET_TEXT_LIMITS.subjectMax)
        throw new OperatorError(`--title is longer than ${TICKET_TEXT_LIMITS.subjectMax} characters`);
      const body = html(f, 'body');
      const user = await userIdByEmail(live.db, target);
      if (!user) throw new OperatorError(`no user with e-mail ${target}`);
      const id = await notifyUser(live, { userId: user.id, title, html: body, type });
      return { notified: user.email, id, type, title };
    }),
};

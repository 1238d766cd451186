import { NOTIFICATION_TYPES, TICKET_TEXT_LIMITS, type NotificationType } from '@portal/contract';
import type { AppContext } from '../../context';
import { sanitizeHtml } from '../../lib/html';
import { withRealtime } from '../../infra/realtime';
import { OperatorError, required } from '../args';
import { supportReply } from '../../modules/tickets/tickets.service';
import { AppError } from '../../lib/errors';
import { OPERATOR } from '../../modules/audit/audit';
import { sendNotice, type NoticeInput } from '../../modules/console/console-notices.service';
import { partnerIdByWlp } from '../../modules/console/console-partners.repository';
import { userIdByEmail } from '../../modules/tickets/tickets.repository';

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
  // the console's notices, the same service: --email one user, or --wlp a partner, --agent a brand, --all true
  notify: (ctx, f) =>
    withRealtime(ctx, async (live) => {
      const type = (f.type ?? 'NOTIFICATION') as NotificationType;
      if (!NOTIFICATION_TYPES.includes(type)) throw new OperatorError(`--type must be one of ${NOTIFICATION_TYPES.join(', ')}`);
      const title = required(f, 'title').trim();
      if (title.length > TICKET_TEXT_LIMITS.subjectMax)
        throw new OperatorError(`--title is longer than ${TICKET_TEXT_LIMITS.subjectMax} characters`);
      const texts = { title, body: html(f, 'body'), ...(f['title-it'] ? { titleIt: f['title-it'], bodyIt: html(f, 'body-it') } : {}) };
      const audience = await noticeAudience(live, f);
      try {
        const sent = await sendNotice(live, { notice: { ...audience, type, ...texts }, actor: OPERATOR });
        if (audience.audience === 'USER') return { notified: audience.email, id: sent.ids[0], type, title };
        return { notified: sent.recipients, partners: sent.partners, byLanguage: sent.byLanguage, type, title };
      } catch (err) {
        if (err instanceof AppError) throw new OperatorError(`no recipient: check --${err.param === 'audience' ? 'agent' : err.param}`);
        throw err;
      }
    }),
};

async function noticeAudience(
  ctx: AppContext,
  f: Record<string, string>,
): Promise<Pick<NoticeInput, 'audience' | 'email' | 'partnerId' | 'agent'>> {
  if (f.email) {
    if (!(await userIdByEmail(ctx.db, f.email))) throw new OperatorError(`no user with e-mail ${f.email}`);
    return { audience: 'USER', email: f.email };
  }
  if (f.wlp) {
    const partnerId = await partnerIdByWlp(ctx.db, f.wlp);
    if (!partnerId) throw new OperatorError(`no partner with wlpId ${f.wlp}`);
    return { audience: 'PARTNER', partnerId };
  }
  if (f.agent) return { audience: 'BRAND', agent: f.agent };
  if (f.all === 'true') return { audience: 'ALL' };
  throw new OperatorError('--email, --wlp, --agent or --all true is required');
}

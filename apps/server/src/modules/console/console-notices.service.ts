import type { ConsoleNoticeBody, ConsoleNoticePreview, ConsoleNoticeSent, NotificationType } from '@portal/contract';
import type { AppContext } from '../../context';
import { invalid } from '../../lib/errors';
import { sanitizeHtml } from '../../lib/html';
import { isUuid } from '../../lib/ids';
import { record, type Actor } from '../audit/audit.service';
import { notifyUsers } from '../tickets/tickets.service';

/** Who gets a notice: the console's audiences, and one user by e-mail (the command line's `notify --email`). */
export type NoticeInput = Omit<ConsoleNoticeBody, 'audience' | 'type'> & {
  audience: ConsoleNoticeBody['audience'] | 'USER';
  email?: string;
  /** the console sends NOTIFICATION or TRANSFER_REQUEST; the command line may also send INCIDENT, as before */
  type: NotificationType;
};

interface Recipient {
  userId: string;
  partnerId: string | null;
  language: string;
}

/** Every enabled member of the audience (a partner's members, a brand's partners' members, every partner's members). */
async function recipients(ctx: AppContext, o: NoticeInput): Promise<Recipient[]> {
  const select = `SELECT u.id::text AS "userId", u.partner_id::text AS "partnerId", u.language
    FROM users u LEFT JOIN partners p ON p.id = u.partner_id WHERE NOT u.disabled`;
  switch (o.audience) {
    case 'USER':
      return ctx.db.query<Recipient>(`${select} AND lower(u.email) = lower($1)`, [o.email ?? '']);
    case 'PARTNER': {
      if (!o.partnerId || !isUuid(o.partnerId)) throw invalid('invalid', 'partnerId', o.partnerId ?? '');
      const rows = await ctx.db.query<Recipient>(`${select} AND p.id = $1 ORDER BY u.created_at`, [o.partnerId]);
      if (!rows.length) throw invalid('invalid', 'partnerId', o.partnerId);
      return rows;
    }
    case 'BRAND':
      if (!o.agent || !ctx.brands.has(o.agent)) throw invalid('invalid', 'agent', o.agent ?? '');
      return ctx.db.query<Recipient>(`${select} AND p.agent = $1 ORDER BY p.created_at, u.created_at`, [o.agent]);
    case 'ALL':
      return ctx.db.query<Recipient>(`${select} AND p.id IS NOT NULL ORDER BY p.created_at, u.created_at`);
  }
}

function clean(field: string, raw: string): string {
  const html = sanitizeHtml(raw);
  if (!html) throw invalid('invalid', field, '');
  return html;
}

/** The texts as sent: the body sanitized; the Italian text only when both its title and body are given. */
function texts(o: NoticeInput) {
  if ((o.titleIt === undefined) !== (o.bodyIt === undefined)) throw invalid('invalid', o.titleIt === undefined ? 'titleIt' : 'bodyIt', '');
  const en = { title: o.title.trim(), html: clean('body', o.body) };
  const it = o.titleIt !== undefined && o.bodyIt !== undefined ? { title: o.titleIt.trim(), html: clean('bodyIt', o.bodyIt) } : null;
  return { en, it };
}

async function plan(ctx: AppContext, o: NoticeInput) {
  const t = texts(o);
  const to = await recipients(ctx, o);
  const pick = (r: Recipient) => (r.language === 'it' && t.it ? t.it : t.en);
  const italian = to.filter((r) => pick(r) === t.it).length;
  const preview: ConsoleNoticePreview = {
    recipients: to.length,
    partners: new Set(to.map((r) => r.partnerId).filter(Boolean)).size,
    byLanguage: { en: to.length - italian, it: italian },
    en: t.en,
    it: t.it,
  };
  return { to, pick, preview };
}

/** What a notice would do: how many members get it, in which language, and the sanitized texts. Writes nothing. */
export const previewNotice = async (ctx: AppContext, o: NoticeInput): Promise<ConsoleNoticePreview> => (await plan(ctx, o)).preview;

/**
 * Sends an inbox notice (`NOTIFICATION` or `TRANSFER_REQUEST`) to every member of the audience, each in its
 * language when both texts are given: the same service for `npm run admin -- notify` and the console. One
 * transaction; each partner's audit log gets one `notice.sent` entry with "operator" as the actor; every
 * recipient's inbox and unread count update live.
 */
export async function sendNotice(
  ctx: AppContext,
  o: { notice: NoticeInput; actor: Actor },
): Promise<ConsoleNoticeSent & { ids: string[] }> {
  const { to, pick, preview } = await plan(ctx, o.notice);
  if (!to.length) throw invalid('invalid', o.notice.audience === 'USER' ? 'email' : 'audience', o.notice.audience);
  const type = o.notice.type;
  let sentAt = ctx.now();
  const ids = await notifyUsers(ctx, {
    type,
    notices: to.map((r) => ({ userId: r.userId, ...pick(r) })),
    inTx: async (tx, at) => {
      sentAt = at;
      const partners = new Map<string, number>();
      for (const r of to) if (r.partnerId) partners.set(r.partnerId, (partners.get(r.partnerId) ?? 0) + 1);
      for (const [partnerId, members] of partners) {
        const changes = { type, title: preview.en.title, audience: o.notice.audience, members };
        await record(tx, { partnerId, at, actor: o.actor, action: 'notice.sent', target: null, changes });
      }
    },
  });
  return { ...preview, sentDate: sentAt.toISOString(), ids };
}

import {
  PERMISSIONS,
  ROUTES,
  SUPPORT_EVENTS,
  SUPPORT_MESSAGES_UPDATED,
  USER_EVENTS,
  WEBHOOK_UPDATE_KINDS,
  type WebhookDelivery,
  type WebhookUpdate,
} from '@portal/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/db';
import { partnerUserIds } from '../user/user.service';
import { publicBase, type MailInput } from '../../infra/mailer';
import { insertInboxNotification } from '../tickets/tickets.service';

/**
 * Live webhook updates to the partner's users who may read webhooks (`webhooks.read`, as GET /webhook asks) on the
 * /api-user socket, event `update` (CONTRACTS §7).
 * The list of a partner's users is kept a few seconds, so a busy worker does not ask for it on
 * every attempt.
 */
export class PartnerAudience {
  private readonly cache = new Map<string, { ids: string[]; until: number }>();
  constructor(
    private readonly ctx: AppContext,
    private readonly ttlMs = 5_000,
  ) {}

  async send(partnerId: string, payload: WebhookUpdate): Promise<void> {
    const now = Date.now();
    let entry = this.cache.get(partnerId);
    if (!entry || entry.until < now) {
      entry = { ids: await partnerUserIds(this.ctx.db, partnerId, PERMISSIONS['webhooks.read']), until: now + this.ttlMs };
      this.cache.set(partnerId, entry);
      if (this.cache.size > 10_000) this.cache.clear();
    }
    for (const id of entry.ids) this.ctx.realtime.toUser(id, 'user', USER_EVENTS.update, payload);
  }

  delivery(partnerId: string, delivery: WebhookDelivery) {
    return this.send(partnerId, { kind: WEBHOOK_UPDATE_KINDS.delivery, webhookId: delivery.webhookId, delivery });
  }
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One notice of a failing endpoint, in one language: inbox title and text, e-mail detail. */
interface NoticeText {
  title: string;
  html: (o: { url: string; since: string; error: string; days: number }) => string;
  detail: (o: { url: string; since: string; error: string; days: number }) => string;
}

const NOTICES: Record<'en' | 'it', Record<WebhookNoticeKind, NoticeText>> = {
  en: {
    failing: {
      title: 'Webhook failing',
      html: (o) =>
        `<p>Deliveries to <strong>${o.url}</strong> have failed since ${o.since}. The last error: <code>${o.error}</code>.</p>` +
        `<p>We keep retrying. If no delivery succeeds within ${o.days} days of the first failure, the webhook is disabled.` +
        ' Check your server, and see each attempt on the webhook’s deliveries page under My account → Webhooks.</p>',
      detail: (o) => `${o.url} have failed since ${o.since} (last error: ${o.error}); it is disabled after ${o.days} days of failures`,
    },
    disabled: {
      title: 'Webhook disabled',
      html: (o) =>
        `<p>Deliveries to <strong>${o.url}</strong> have failed since ${o.since}` +
        `, for ${o.days} days without a success, so the webhook has been disabled. The last error: <code>${o.error}</code>.</p>` +
        '<p>New events are kept and sent as soon as you enable it again under My account → Webhooks.' +
        ' Deliveries that failed can be sent again from the webhook’s deliveries page with “Replay failed since…”.</p>',
      detail: (o) => `${o.url} was disabled after failing since ${o.since} (last error: ${o.error})`,
    },
  },
  it: {
    failing: {
      title: 'Webhook in errore',
      html: (o) =>
        `<p>Le consegne a <strong>${o.url}</strong> non riescono dal ${o.since}. Ultimo errore: <code>${o.error}</code>.</p>` +
        `<p>Continuiamo a riprovare. Se nessuna consegna riesce entro ${o.days} giorni dal primo errore, il webhook viene disattivato.` +
        ' Controlla il tuo server e guarda ogni tentativo nella pagina delle consegne del webhook in Il mio account → Webhook.</p>',
      detail: (o) => `${o.url} non riescono dal ${o.since} (ultimo errore: ${o.error}); viene disattivato dopo ${o.days} giorni di errori`,
    },
    disabled: {
      title: 'Webhook disattivato',
      html: (o) =>
        `<p>Le consegne a <strong>${o.url}</strong> non riescono dal ${o.since}` +
        `: dopo ${o.days} giorni senza un esito positivo il webhook è stato disattivato. Ultimo errore: <code>${o.error}</code>.</p>` +
        '<p>I nuovi eventi vengono conservati e inviati appena lo riattivi in Il mio account → Webhook.' +
        ' Le consegne non riuscite si possono inviare di nuovo dalla pagina delle consegne del webhook' +
        ' con “Reinvia i falliti dal…”.</p>',
      detail: (o) => `${o.url} è stato disattivato, non riceveva dal ${o.since} (ultimo errore: ${o.error})`,
    },
  },
};

/** failing: the streak has lasted WEBHOOK_AUTO_DISABLE.noticeAfterMs; disabled: the engine disabled the endpoint. */
export type WebhookNoticeKind = 'failing' | 'disabled';

/** The members told about a failing webhook: those whose role may read webhooks, not disabled. */
const webhookAudience = (q: Queryable, partnerId: string) =>
  q.query<{ id: string; email: string; language: string; agent: string | null }>(
    `SELECT u.id::text, u.email, u.language, p.agent FROM users u JOIN partners p ON p.id = u.partner_id
      WHERE u.partner_id = $1 AND NOT u.disabled AND u.role = ANY($2::text[]) ORDER BY u.created_at`,
    [partnerId, [...PERMISSIONS['webhooks.read']]],
  );

/**
 * The inbox messages about a failing or disabled webhook, written in the caller's
 * transaction, to every member who may read webhooks; answers who was told and the e-mails to send
 * after the commit (they name the endpoint and the last error too).
 */
export async function noticeWebhookFailure(
  q: Queryable,
  o: { kind: WebhookNoticeKind; partnerId: string; url: string; failingSince: Date; lastError: string; days: number; at: Date },
): Promise<{ informed: string[]; mails: Array<Omit<MailInput, 'link'>> }> {
  const members = await webhookAudience(q, o.partnerId);
  const since = o.failingSince.toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
  const mails: Array<Omit<MailInput, 'link'>> = [];
  for (const m of members) {
    const text = (m.language === 'it' ? NOTICES.it : NOTICES.en)[o.kind];
    const html = text.html({ url: escape(o.url), since, error: escape(o.lastError), days: o.days });
    await insertInboxNotification(q, { userId: m.id, title: text.title, html, at: o.at });
    const detail = text.detail({ url: o.url, since, error: o.lastError, days: o.days });
    mails.push({
      to: m.email,
      kind: o.kind === 'failing' ? 'webhook_failing' : 'webhook_disabled',
      agent: m.agent,
      language: m.language,
      detail,
    });
  }
  return { informed: members.map((m) => m.id), mails };
}

/** The notices' e-mails, with a link to the webhooks, into the outbox in the caller's transaction. */
export async function mailWebhookNotices(ctx: AppContext, q: Queryable, mails: Array<Omit<MailInput, 'link'>>) {
  for (const m of mails) await ctx.mailer.send({ ...m, link: `${publicBase(ctx, m.agent)}${ROUTES.account}` }, q);
}

/** Tells the owners' inbox (support channel) that a message arrived. */
export function announceInbox(ctx: AppContext, userIds: string[]) {
  for (const id of userIds) ctx.realtime.toUser(id, 'support', SUPPORT_EVENTS.messages, SUPPORT_MESSAGES_UPDATED);
}

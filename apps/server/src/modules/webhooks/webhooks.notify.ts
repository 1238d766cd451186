import {
  SUPPORT_EVENTS,
  SUPPORT_MESSAGES_UPDATED,
  USER_EVENTS,
  WEBHOOK_UPDATE_KINDS,
  type WebhookDelivery,
  type WebhookUpdate,
} from '@portal/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/db';
import { partnerOwners, partnerUserIds } from '../user/user.repository';
import { insertInboxNotification } from '../tickets/notices.repository';

/**
 * Live updates to every user of a partner on the /api-user socket, event `update` (CONTRACTS §7).
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
      entry = { ids: await partnerUserIds(this.ctx.db, partnerId), until: now + this.ttlMs };
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

const DISABLED_MESSAGE = {
  en: {
    title: 'Webhook disabled',
    html: (url: string, since: string) =>
      `<p>Deliveries to <strong>${url}</strong> have failed since ${since}` +
      `, for 3 days without a success, so the webhook has been disabled.</p>` +
      '<p>New events are kept and sent as soon as you enable it again under My account → Webhooks.' +
      ' Deliveries that failed can be sent again from the webhook’s deliveries page with “Replay failed since…”.</p>',
  },
  it: {
    title: 'Webhook disattivato',
    html: (url: string, since: string) =>
      `<p>Le consegne a <strong>${url}</strong> non riescono dal ${since}` +
      `: dopo 3 giorni senza un esito positivo il webhook è stato disattivato.</p>` +
      '<p>I nuovi eventi vengono conservati e inviati appena lo riattivi in Il mio account → Webhook.' +
      ' Le consegne non riuscite si possono inviare di nuovo dalla pagina delle consegne del webhook' +
      ' con “Reinvia i falliti dal…”.</p>',
  },
} as const;

/** The inbox message to the partner's owner when the engine disables a failing webhook. */
export async function notifyWebhookDisabled(
  q: Queryable,
  o: { partnerId: string; url: string; failingSince: Date; at: Date },
): Promise<string[]> {
  const owners = await partnerOwners(q, o.partnerId);
  for (const owner of owners) {
    const text = owner.language === 'it' ? DISABLED_MESSAGE.it : DISABLED_MESSAGE.en;
    const since = o.failingSince.toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
    await insertInboxNotification(q, { userId: owner.id, title: text.title, html: text.html(escape(o.url), since), at: o.at });
  }
  return owners.map((u) => u.id);
}

/** Tells the owners' inbox (support channel) that a message arrived. */
export function announceInbox(ctx: AppContext, userIds: string[]) {
  for (const id of userIds) ctx.realtime.toUser(id, 'support', SUPPORT_EVENTS.messages, SUPPORT_MESSAGES_UPDATED);
}

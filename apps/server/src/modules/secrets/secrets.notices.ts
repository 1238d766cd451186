import { ROUTES } from '@portal/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/db';
import { publicBase } from '../../infra/mailer';
import { insertInboxNotification } from '../tickets/tickets.service';
import { announceInbox } from '../webhooks/webhooks.service';
import * as repo from './secrets.repository';

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const utc = (d: Date) => `${d.toISOString().replace('T', ' ').slice(0, 16)} UTC`;
const items = (keys: Array<{ label: string; token: string }>) =>
  `<ul>${keys.map((k) => `<li><strong>${escape(k.label)}</strong> (<code>${escape(k.token)}</code>)</li>`).join('')}</ul>`;

const TEXT = {
  en: {
    revoked: {
      title: 'API keys revoked',
      html: (member: string, list: string) =>
        `<p>${member} was disabled, so the API keys this member created were revoked at the same moment:</p>${list}` +
        '<p>Calls signed with them answer 401 secret_deleted. Create new keys under My account → API secrets if you still need them.</p>',
    },
    handed: {
      title: 'API keys handed to you',
      html: (member: string, list: string) =>
        `<p>${member} was disabled. The API keys this member created keep working and are yours now:</p>${list}` +
        '<p>Roll them under My account → API secrets if the member may know their secrets.</p>',
    },
    expiring: {
      title: 'An API key expires soon',
      html: (key: string, at: string) =>
        `<p>The API key ${key} expires on ${at}. Calls signed with it will then answer 401 key_expired.</p>` +
        '<p>Roll it or create a new one under My account → API secrets.</p>',
      detail: (key: string, at: string) => `${key} expires on ${at}`,
    },
  },
  it: {
    revoked: {
      title: 'Chiavi API revocate',
      html: (member: string, list: string) =>
        `<p>${member} è stato disattivato, quindi le chiavi API create da questo membro sono state revocate nello stesso momento:</p>` +
        `${list}<p>Le chiamate firmate con esse rispondono 401 secret_deleted.` +
        ' Crea nuove chiavi in Il mio account → Chiavi API se ti servono ancora.</p>',
    },
    handed: {
      title: 'Chiavi API passate a te',
      html: (member: string, list: string) =>
        `<p>${member} è stato disattivato. Le chiavi API create da questo membro continuano a funzionare e ora sono tue:</p>${list}` +
        '<p>Rinnovale in Il mio account → Chiavi API se il membro può conoscerne i segreti.</p>',
    },
    expiring: {
      title: 'Una chiave API sta per scadere',
      html: (key: string, at: string) =>
        `<p>La chiave API ${key} scade il ${at}. Le chiamate firmate con essa risponderanno poi 401 key_expired.</p>` +
        '<p>Rinnovala o creane una nuova in Il mio account → Chiavi API.</p>',
      detail: (key: string, at: string) => `${key} scade il ${at}`,
    },
  },
} as const;
const textFor = (language: string) => (language === 'it' ? TEXT.it : TEXT.en);

/** The owner's inbox notice after a member's keys were revoked or handed over; in the caller's transaction. */
export async function noticeMemberKeys(
  q: Queryable,
  o: { partnerId: string; member: string; keys: Array<{ label: string; token: string }>; handedOver: boolean; at: Date },
): Promise<string[]> {
  const owner = await repo.partnerOwner(q, o.partnerId);
  if (!owner || !o.keys.length) return [];
  const t = textFor(owner.language)[o.handedOver ? 'handed' : 'revoked'];
  await insertInboxNotification(q, { userId: owner.id, title: t.title, html: t.html(escape(o.member), items(o.keys)), at: o.at });
  return [owner.id];
}

/**
 * The notices before a key expires (KEY_EXPIRY_NOTICE_DAYS): each key's owner and creator get an
 * inbox message and an e-mail, 7 days and 1 day ahead, each once (claimed in the database, so a
 * restart or a second process never repeats one). Run by the `api-key-expiry-notices` job (jobs.ts).
 */
export async function sendExpiryNotices(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  let sent = 0;
  for (const days of [7, 1] as const) {
    const told = await ctx.db.transaction(async (tx) => {
      const ids: string[] = [];
      for (const key of await repo.claimExpiryNotices(tx, { days, now })) {
        for (const u of await repo.keyAudience(tx, { partnerId: key.partnerId, createdBy: key.createdBy })) {
          const t = textFor(u.language).expiring;
          const name = `“${key.label}” (${key.token})`;
          const at = utc(key.expiresAt);
          await insertInboxNotification(tx, { userId: u.id, title: t.title, html: t.html(escape(name), at), at: now });
          const link = `${publicBase(ctx, u.agent)}${ROUTES.account}`;
          const mail = { to: u.email, kind: 'key_expiry' as const, link, agent: u.agent, language: u.language, detail: t.detail(name, at) };
          await ctx.mailer.send(mail, tx);
          ids.push(u.id);
          sent++;
        }
      }
      return ids;
    });
    announceInbox(ctx, told);
  }
  return sent;
}

/** How often the job looks for keys that expire soon. */
export const EXPIRY_NOTICES_EVERY_MS = 15 * 60_000;

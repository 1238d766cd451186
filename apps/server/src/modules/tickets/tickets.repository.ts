import type { NotificationType } from '@portal/contract';
import type { Queryable } from '../../db/db';
import { one } from '../../db/db';
import { isoTs } from '../../lib/list/sql';

export interface TicketRow {
  id: string;
  userId: string;
  incidentType: NotificationType;
  title: string;
}
interface TicketMessage {
  id: string;
  authorUserId: string | null;
  author: string;
  html: string;
  date: string;
}
interface TicketAttachment {
  key: string;
  ticketId: string;
  messageId: string | null;
  name: string;
  contentType: string;
  size: number;
}
const TICKET = `t.id::text AS id, t.user_id::text AS "userId", t.incident_type AS "incidentType", t.title`;
const ATTACHMENT = `a.key, a.ticket_id::text AS "ticketId", a.message_id::text AS "messageId", a.name,
  a.content_type AS "contentType", a.size`;

/** The user's own ticket, or nothing (another user's ticket is as absent as a missing one). */
export const ownTicket = (q: Queryable, userId: string, id: string) =>
  one<TicketRow>(q, `SELECT ${TICKET} FROM tickets t WHERE t.id = $1 AND t.user_id = $2`, [id, userId]);

export const ticketById = (q: Queryable, id: string) =>
  one<TicketRow & { email: string }>(q, `SELECT ${TICKET}, u.email FROM tickets t JOIN users u ON u.id = t.user_id WHERE t.id = $1`, [id]);

export const ticketMessages = (q: Queryable, ticketId: string) =>
  q.query<TicketMessage>(
    `SELECT id::text AS id, author_user_id::text AS "authorUserId", author_name AS author, message_html AS html,
            ${isoTs('created_at')} AS date
       FROM ticket_messages WHERE ticket_id = $1 ORDER BY created_at, ticket_messages.id`, // the column, not the text alias
    [ticketId],
  );

export const ticketAttachments = (q: Queryable, ticketId: string) =>
  q.query<TicketAttachment>(`SELECT ${ATTACHMENT} FROM ticket_attachments a WHERE a.ticket_id = $1 ORDER BY a.name, a.key`, [ticketId]);

export const ownAttachment = (q: Queryable, o: { userId: string; ticketId: string; key: string }) =>
  one<TicketAttachment>(
    q,
    `SELECT ${ATTACHMENT}
       FROM ticket_attachments a JOIN tickets t ON t.id = a.ticket_id
      WHERE a.key = $1 AND a.ticket_id = $2 AND t.user_id = $3`,
    [o.key, o.ticketId, o.userId],
  );

/** Marks read; true when it was unread (so the badge changed). */
export async function markRead(q: Queryable, userId: string, id: string): Promise<boolean> {
  const rows = await q.query('UPDATE tickets SET is_read = true WHERE id = $1 AND user_id = $2 AND NOT is_read RETURNING id', [id, userId]);
  return rows.length > 0;
}

export async function unreadCount(q: Queryable, userId: string): Promise<number> {
  return (await one<{ n: number }>(q, 'SELECT count(*)::int AS n FROM tickets WHERE user_id = $1 AND NOT is_read', [userId]))!.n;
}

export async function insertTicket(
  q: Queryable,
  o: { userId: string; type: NotificationType; subType: string | null; title: string; read: boolean; at: Date },
): Promise<string> {
  const row = await one<{ id: string }>(
    q,
    'INSERT INTO tickets(user_id, incident_type, sub_type, title, is_read, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
    [o.userId, o.type, o.subType, o.title, o.read, o.at],
  );
  return row!.id;
}

export async function insertMessage(
  q: Queryable,
  o: { ticketId: string; authorUserId: string | null; authorName: string; html: string; at: Date },
): Promise<string> {
  const row = await one<{ id: string }>(
    q,
    'INSERT INTO ticket_messages(ticket_id, author_user_id, author_name, message_html, created_at)' +
      ' VALUES ($1, $2, $3, $4, $5) RETURNING id::text AS id',
    [o.ticketId, o.authorUserId, o.authorName, o.html, o.at],
  );
  return row!.id;
}

export async function insertAttachment(q: Queryable, o: TicketAttachment & { messageId: string }) {
  await q.query('INSERT INTO ticket_attachments(key, ticket_id, message_id, name, content_type, size) VALUES ($1, $2, $3, $4, $5, $6)', [
    o.key,
    o.ticketId,
    o.messageId,
    o.name,
    o.contentType,
    o.size,
  ]);
}

/** Sets a ticket unread again (a new message from support). */
export async function markUnread(q: Queryable, id: string) {
  await q.query('UPDATE tickets SET is_read = false WHERE id = $1', [id]);
}

/** Which of these keys belong to an attachment row (recovery of staged files). */
export async function knownKeys(q: Queryable, keys: string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const rows = await q.query<{ key: string }>('SELECT key FROM ticket_attachments WHERE key = ANY($1::text[])', [keys]);
  return new Set(rows.map((r) => r.key));
}

export async function displayName(q: Queryable, userId: string): Promise<string> {
  const row = await one<{ name: string }>(
    q,
    `SELECT coalesce(nullif(trim(concat_ws(' ', first_name, last_name)), ''), company_name, email) AS name FROM users WHERE id = $1`,
    [userId],
  );
  return row?.name ?? '';
}

export const userIdByEmail = (q: Queryable, email: string) =>
  one<{ id: string; email: string }>(q, 'SELECT id, email FROM users WHERE lower(email) = lower($1)', [email]);

/** Bytes of attachments kept for the user's partner (owner and members), or for the user alone without one. */
export async function storageUsed(q: Queryable, userId: string): Promise<number> {
  const row = await one<{ used: string }>(
    q,
    `WITH me AS (SELECT id, partner_id FROM users WHERE id = $1)
     SELECT COALESCE(sum(a.size), 0)::text AS used
       FROM ticket_attachments a JOIN tickets t ON t.id = a.ticket_id JOIN users u ON u.id = t.user_id, me
      WHERE CASE WHEN me.partner_id IS NULL THEN u.id = me.id ELSE u.partner_id = me.partner_id END`,
    [userId],
  );
  return Number(row?.used ?? 0);
}

/** Support requests a user wrote since a moment (bank notices left out): the new-ticket rate. */
export async function countCreatedSince(q: Queryable, userId: string, since: Date): Promise<number> {
  const [row] = await q.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM tickets WHERE user_id = $1 AND created_at > $2 AND incident_type <> 'NOTIFICATION'",
    [userId, since],
  );
  return row!.n;
}

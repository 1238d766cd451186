import type { Queryable } from '../../db/db';
import { one } from '../../db/db';

/** A notice in a user's inbox (a NOTIFICATION ticket with one message from Support), e.g. a webhook disabled by the engine. */
export async function insertInboxNotification(q: Queryable, o: { userId: string; title: string; html: string; at: Date }) {
  const t = await one<{ id: string }>(
    q,
    "INSERT INTO tickets(user_id, incident_type, title, created_at) VALUES ($1, 'NOTIFICATION', $2, $3) RETURNING id::text",
    [o.userId, o.title, o.at],
  );
  await q.query('INSERT INTO ticket_messages(ticket_id, author_name, message_html, created_at) VALUES ($1, $2, $3, $4)', [
    t!.id,
    'Support',
    o.html,
    o.at,
  ]);
  return t!.id;
}

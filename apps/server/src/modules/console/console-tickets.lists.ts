import { CONSOLE_TICKET_STATES, type LISTS } from '@portal/contract';
import type { ListSpec } from '../../lib/list/query';
import { isoTs, likeEscape } from '../../lib/list/sql';
import { ALL_PARTNERS } from './console-partners.lists';

/** The last message of each ticket: who wrote it decides whose turn it is. */
const LAST = `CROSS JOIN LATERAL (SELECT m.author_user_id IS NOT NULL AS from_user, m.created_at AS at
    FROM ticket_messages m WHERE m.ticket_id = t.id ORDER BY m.created_at DESC, m.id DESC LIMIT 1) lm`;
/** SOLVED while the bank's mark is not older than the last message: a new message reopens the ticket. */
const SOLVED = `(t.solved_at IS NOT NULL AND t.solved_at >= lm.at)`;
const QUEUE_RANK = `CASE WHEN ${SOLVED} THEN '2' WHEN lm.from_user THEN '0' ELSE '1' END`;
const STATE = `CASE WHEN ${SOLVED} THEN 'SOLVED' WHEN lm.from_user THEN 'PENDING_ADMIN' ELSE 'PENDING_USER' END`;

/** Support tickets (the partners' INCIDENT threads, not the bank's notices) of every partner. */
export const CONSOLE_TICKETS: ListSpec<typeof LISTS.consoleTickets> = {
  from: `tickets t JOIN users u ON u.id = t.user_id LEFT JOIN partners p ON p.id = u.partner_id ${LAST}`,
  owner: `'${ALL_PARTNERS}'::text`,
  scope: () => `t.incident_type = 'INCIDENT'`,
  select: `t.id::text AS id, t.title, ${STATE} AS state, u.email, p.id::text AS "partnerId", p.company_name AS company, p.wlp_id AS "wlpId",
    ${isoTs('t.created_at')} AS "createdDate", ${isoTs('lm.at')} AS "lastMessageDate",
    (SELECT count(*)::int FROM ticket_messages c WHERE c.ticket_id = t.id) AS messages`,
  filters: {
    q: {
      kind: 'custom',
      sql: (bind, v) => {
        const b = bind(`%${likeEscape(v)}%`);
        return `(t.title ILIKE ${b} OR u.email ILIKE ${b} OR p.company_name ILIKE ${b} OR p.wlp_id ILIKE ${b})`;
      },
    },
    state: { kind: 'exact', expr: STATE, values: CONSOLE_TICKET_STATES },
  },
  sorts: {
    // waiting for the bank first, then for the partner, then solved; each the longest wait first: one sortable text key
    queue: {
      expr: `(${QUEUE_RANK} || to_char(lm.at AT TIME ZONE 'UTC', 'YYYYMMDDHH24MISSUS'))`,
      type: 'text',
      tie: 't.id',
      tieType: 'uuid',
      tieDesc: false,
    },
    created: { expr: 't.created_at', type: 'timestamptz', tie: 't.id', tieType: 'uuid', tieDesc: true },
  },
};

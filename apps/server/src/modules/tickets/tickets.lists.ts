import type { InboxItem, LISTS } from '@portal/contract';
import type { ListSpec } from '../../lib/list/query';
import { isoOrThrow } from '../../lib/dates';

/** The inbox: one user's tickets ($1 is the user), ties broken by id ascending whatever the sort. */
export const TICKETS: ListSpec<typeof LISTS.tickets> = {
  from: 'tickets t',
  owner: 't.user_id',
  select: 't.id, t.incident_type, t.is_read, t.title, t.created_at',
  filters: { title: { kind: 'text', expr: 't.title' } },
  sorts: {
    createdDate: { expr: 't.created_at', type: 'timestamptz', tie: 't.id', tieType: 'uuid', tieDesc: false, tieFixed: 'ASC' },
    title: { expr: 'lower(t.title)', type: 'text', tie: 't.id', tieType: 'uuid', tieDesc: false, tieFixed: 'ASC' },
  },
};

interface InboxRow {
  id: string;
  incident_type: string;
  is_read: boolean;
  title: string;
  created_at: Date;
}

export const toInboxItem = (r: InboxRow): InboxItem => ({
  id: r.id,
  incidenttype: r.incident_type,
  isread: r.is_read,
  title: r.title,
  createddate: isoOrThrow(r.created_at),
});

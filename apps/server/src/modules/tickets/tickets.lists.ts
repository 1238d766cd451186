import type { LISTS } from '@portal/contract';
import type { ListSpec } from '../../lib/list/query';
import { isoTs } from '../../lib/list/sql';

/** The inbox: one user's tickets ($1 is the user), ties broken by id ascending whatever the sort. */
export const TICKETS: ListSpec<typeof LISTS.tickets> = {
  from: 'tickets t',
  owner: 't.user_id',
  select: `t.id, t.incident_type AS incidenttype, t.is_read AS isread, t.title, ${isoTs('t.created_at')} AS createddate`,
  filters: { title: { kind: 'text', expr: 't.title' } },
  sorts: {
    createdDate: { expr: 't.created_at', type: 'timestamptz', tie: 't.id', tieType: 'uuid', tieDesc: false, tieFixed: 'ASC' },
    title: { expr: 'lower(t.title)', type: 'text', tie: 't.id', tieType: 'uuid', tieDesc: false, tieFixed: 'ASC' },
  },
};

import { LISTS, type ConsoleAuditEntry, type ListAnswer, type ListQueryInput } from '@portal/contract';
import type { AppContext } from '../../context';
import { iso } from '../../lib/dates';
import { parseListOrThrow, runList } from '../../lib/list/run';
import { ALL_PARTNERS, CONSOLE_AUDIT } from './console-partners.lists';

type Row = Omit<ConsoleAuditEntry, 'time'> & { time: Date | string };

/** The operator audit: every operator action on every chain, newest first. */
export const listOperatorAudit = (ctx: AppContext, o: { query: ListQueryInput }): Promise<ListAnswer<ConsoleAuditEntry>> =>
  runList(
    { db: ctx.db, spec: CONSOLE_AUDIT, ownerId: ALL_PARTNERS, map: (r: Row) => ({ ...r, time: iso(r.time)! }) },
    parseListOrThrow(o.query, LISTS.consoleAudit),
  );

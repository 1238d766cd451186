import { LISTS, type ConsoleAuditEntry, type ListAnswer, type ListQueryInput } from '@portal/contract';
import type { AppContext } from '../../context';
import { parseListOrThrow, runList } from '../../lib/list/run';
import { ALL_PARTNERS, CONSOLE_AUDIT } from './console-partners.lists';

/** The operator audit: every operator action on every chain, newest first. */
export const listOperatorAudit = (ctx: AppContext, o: { query: ListQueryInput }): Promise<ListAnswer<ConsoleAuditEntry>> =>
  runList(
    { db: ctx.db, spec: CONSOLE_AUDIT, ownerId: ALL_PARTNERS, map: (e: ConsoleAuditEntry) => e },
    parseListOrThrow(o.query, LISTS.consoleAudit),
  );

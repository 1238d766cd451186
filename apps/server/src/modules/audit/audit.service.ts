import type { Readable } from 'node:stream';
import { LISTS, type AuditEntry, type AuditList, type ListExportQuery } from '@portal/contract';
import type { AppContext } from '../../context';
import { exportCsv, parseListOrThrow, runList } from '../../lib/list/run';
import { AUDIT_LOG } from './audit.lists';
import { record, type Actor } from './audit';

// What other modules may use of the audit log: write an entry, name its actor. The chain's keys and checks stay here.
export { actorOf, record, SYSTEM, type Actor } from './audit';
export { partnerOfUser } from './audit.repository';

export function listAudit(ctx: AppContext, o: { partnerId: string; query: ListExportQuery }): Promise<AuditList> {
  return runList({ db: ctx.db, spec: AUDIT_LOG, ownerId: o.partnerId, map: (e: AuditEntry) => e }, parseListOrThrow(o.query, LISTS.audit));
}

/** The whole filtered log as CSV (changes as JSON text); the export itself is audited. */
export async function exportAudit(
  ctx: AppContext,
  o: { partnerId: string; query: ListExportQuery; actor: Actor },
): Promise<{ filename: string; stream: Readable }> {
  const q = parseListOrThrow(o.query, LISTS.audit);
  await recordExport(ctx, { partnerId: o.partnerId, actor: o.actor, list: 'audit', filter: q.filter });
  const stream = await exportCsv({ db: ctx.db, spec: AUDIT_LOG, ownerId: o.partnerId, columns: LISTS.audit.csv }, q);
  return { filename: 'audit-log.csv', stream };
}

/** A CSV export of one of the partner's lists: which list and with which filters (checked before, so only real exports). */
export function recordExport(
  ctx: AppContext,
  o: { partnerId: string; actor: Actor; list: string; filter: Record<string, string> | string },
) {
  return record(ctx.db, {
    partnerId: o.partnerId,
    at: ctx.now(),
    actor: o.actor,
    action: 'export.csv',
    target: o.list,
    changes: { filter: o.filter },
  });
}

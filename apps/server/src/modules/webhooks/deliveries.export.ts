import type { Readable } from 'node:stream';
import { LISTS, can, type ListExportQuery, type Role } from '@portal/contract';
import type { AppContext } from '../../context';
import { exportCsv, parseListOrThrow } from '../../lib/list/run';
import { recordExport, type Actor } from '../audit/audit.service';
import { notFound, forbiddenBy } from '../../lib/errors';
import { findWebhook } from './webhooks.repository';
import { DELIVERIES } from './deliveries.list';

/**
 * One webhook's filtered deliveries as CSV, the list engine's export: needs `export.csv`
 * besides `webhooks.read`, and is written to the audit log like every export. The columns are the
 * JSON fields of a delivery (LISTS.webhookDeliveries.csv).
 */
export async function exportDeliveries(
  ctx: AppContext,
  o: { partnerId: string; id: string; role: Role | null; query: ListExportQuery; actor: Actor },
): Promise<{ filename: string; stream: Readable }> {
  if (!can(o.role, 'export.csv')) throw forbiddenBy('export.csv', o.role);
  if (!(await findWebhook(ctx.db, o.partnerId, o.id))) throw notFound('webhook');
  const q = parseListOrThrow(o.query, LISTS.webhookDeliveries);
  const stream = await exportCsv(
    {
      db: ctx.db,
      spec: DELIVERIES,
      ownerId: o.id,
      columns: LISTS.webhookDeliveries.csv,
    },
    q,
  );
  await recordExport(ctx, { partnerId: o.partnerId, actor: o.actor, list: `webhook-deliveries:${o.id}`, filter: q.filter });
  return { filename: `webhook-deliveries-${o.id}.csv`, stream };
}

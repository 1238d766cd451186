import type { AppContext } from '../../context';
import { pruneBatch } from './audit.repository';
import { recordAnchors } from './audit';

/** How often old audit entries are pruned, and how many rows one transaction deletes. */
export const AUDIT_PRUNE_EVERY_MS = 60 * 60_000;
export const AUDIT_PRUNE_BATCH = 1000;

/**
 * Retention (AUDIT_RETENTION_DAYS): deletes entries older than that, oldest first, in batches of
 * `AUDIT_PRUNE_BATCH` rows, each batch its own short transaction. The first remaining entry of a
 * chain keeps its prev_hash, and the chain's anchor (MACed) records it, so `audit verify` starts there.
 */
export async function pruneAuditLog(ctx: AppContext, batch = AUDIT_PRUNE_BATCH): Promise<number> {
  const before = new Date(ctx.now().getTime() - ctx.env.AUDIT_RETENTION_DAYS * 86_400_000);
  let total = 0;
  for (;;) {
    const n = await ctx.db.transaction(async (tx) => {
      const pruned = await pruneBatch(tx, { before, limit: batch });
      await recordAnchors(tx, pruned);
      return pruned.reduce((sum, p) => sum + p.deleted, 0);
    });
    total += n;
    if (n < batch) return total;
  }
}

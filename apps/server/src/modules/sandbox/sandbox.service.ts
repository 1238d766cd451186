import { SANDBOX_RESET_PARTS, type SandboxResetResult } from '@portal/contract';
import type { AppContext } from '../../context';
import { one, type Queryable } from '../../db/db';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { SANDBOX_LIMITS } from '@portal/contract';
import { SYSTEM, record, type Actor } from '../audit/audit.service';

type Part = (typeof SANDBOX_RESET_PARTS)[number];
const OWN = "partner_id = $1 AND environment = 'sandbox'";
/** What goes, in an order the foreign keys allow; counters follow (their triggers, then their sandbox rows). */
const DELETES: Array<[Part | null, string]> = [
  ['authorisations', `DELETE FROM card_authorisations WHERE ${OWN}`],
  [null, `DELETE FROM client_verifications WHERE ${OWN}`],
  ['transactions', `DELETE FROM transactions WHERE ${OWN}`],
  ['cards', `DELETE FROM cards WHERE ${OWN}`],
  ['accounts', `DELETE FROM accounts WHERE ${OWN}`],
  [null, `DELETE FROM client_tx_counts WHERE client_id IN (SELECT client_id FROM clients WHERE ${OWN})`],
  ['clients', `DELETE FROM clients WHERE ${OWN}`],
  ['deliveries', `DELETE FROM webhook_deliveries WHERE webhook_id IN (SELECT id FROM webhooks WHERE ${OWN})`],
  ['events', `DELETE FROM outbox_events WHERE ${OWN}`],
  ['requests', `DELETE FROM partner_api_requests WHERE ${OWN}`],
  [null, `DELETE FROM partner_idempotency_keys WHERE ${OWN}`],
  [null, `DELETE FROM list_counts WHERE ${OWN}`],
  [null, `DELETE FROM monthly_counts WHERE ${OWN}`],
];

async function count(tx: Queryable, sql: string, params: unknown[]): Promise<number> {
  return (await tx.query(`WITH gone AS (${sql} RETURNING 1) SELECT count(*)::int AS n FROM gone`, params))[0]!.n as number;
}

/**
 * Empties a partner's sandbox in one transaction (docs/security.md, "Environments"): live rows are never touched,
 * the webhooks stay, the keys too unless `keys` (then revoked as if deleted). Audited in the partner's chain.
 */
export async function resetSandbox(ctx: AppContext, o: { partnerId: string; keys: boolean; actor: Actor }): Promise<SandboxResetResult> {
  return ctx.db.transaction(async (tx) => {
    if (!isUuid(o.partnerId) || !(await one(tx, 'SELECT 1 FROM partners WHERE id = $1::uuid', [o.partnerId]))) throw notFound('partner');
    const at = ctx.now();
    const deleted = {} as Record<Part, number>;
    for (const [part, sql] of DELETES) {
      const n = await count(tx, sql, [o.partnerId]);
      if (part) deleted[part] = n;
    }
    deleted.keys = o.keys
      ? await count(tx, `UPDATE api_secrets SET deleted_at = $2 WHERE ${OWN} AND deleted_at IS NULL`, [o.partnerId, at.toISOString()])
      : 0;
    await record(tx, { partnerId: o.partnerId, at, actor: o.actor, action: 'sandbox.reset', target: 'sandbox', changes: { ...deleted } });
    return { deleted };
  });
}

/**
 * The retention job's part: a sandbox that holds data but whose keys made no call and which had no event for
 * `SANDBOX_LIMITS.idleDays` is reset (keys kept), audited as the system. Candidates come from the counters, so an
 * empty sandbox costs nothing.
 */
export async function pruneIdleSandboxes(ctx: AppContext): Promise<number> {
  const cutoff = new Date(ctx.now().getTime() - SANDBOX_LIMITS.idleDays * 86_400_000).toISOString();
  const idle = await ctx.db.query<{ p: string }>(
    `SELECT c.partner_id::text AS p FROM list_counts c WHERE c.environment = 'sandbox' GROUP BY c.partner_id HAVING sum(c.n) > 0
        AND NOT EXISTS (SELECT 1 FROM api_secrets k WHERE k.partner_id = c.partner_id AND k.environment = 'sandbox'
                         AND k.last_used_at >= $1)
        AND NOT EXISTS (SELECT 1 FROM outbox_events e WHERE e.partner_id = c.partner_id AND e.environment = 'sandbox'
                         AND e.event_time >= $1)`,
    [cutoff],
  );
  for (const { p } of idle) await resetSandbox(ctx, { partnerId: p, keys: false, actor: SYSTEM });
  return idle.length;
}

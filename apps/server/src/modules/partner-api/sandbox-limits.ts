import { SANDBOX_LIMITS } from '@portal/contract';
import { one, type Queryable } from '../../db/db';
import { invalid } from '../../lib/errors';
import type { DataScope } from '../partner-data/partner-data.service';

/** The counters the triggers keep (list_counts, monthly_counts), so a bound costs no count over the rows. */
const COUNT: Record<'clients' | 'transactions', string> = {
  clients: "SELECT coalesce(sum(n), 0)::bigint AS n FROM list_counts WHERE partner_id = $1 AND environment = $2 AND list = 'clients'",
  transactions:
    "SELECT coalesce(sum(n), 0)::bigint AS n FROM monthly_counts WHERE partner_id = $1 AND environment = $2 AND kind = 'transactions'",
};

/** A sandbox full of clients or transactions takes no more: 417 naming the limit (docs/security.md, "Environments"). */
export async function sandboxRoom(q: Queryable, s: DataScope, what: keyof typeof COUNT) {
  const r = await one<{ n: string }>(q, COUNT[what], [s.partnerId, s.environment]);
  if (Number(r!.n) >= SANDBOX_LIMITS[what])
    throw invalid('invalid_param', `sandbox_${what}_limit`, `a sandbox holds at most ${SANDBOX_LIMITS[what]} ${what}`);
}

import type { WebhookEnabledAnswer } from '@portal/contract';
import type { Queryable } from '../../db/db';
import { one } from '../../db/db';
import { isoTs } from '../../lib/list/sql';
import type { WebhookRow } from './webhooks.repository';

/**
 * What failed while a webhook failed until the engine disabled it: the deliveries that
 * FAILED with a last attempt in the streak, and the creation time of the oldest, so that "replay
 * failed since" that time sends them all. Null unless the webhook was disabled for failing.
 */
export async function failedMeanwhile(q: Queryable, before: WebhookRow): Promise<WebhookEnabledAnswer['failedMeanwhile']> {
  if (before.enabled || before.disabledReason !== 'FAILING' || !before.failingSince) return null;
  const row = await one<{ count: number; since: string | null }>(
    q,
    `SELECT count(*)::int AS count, ${isoTs('min(created_at)')} AS since FROM webhook_deliveries
      WHERE webhook_id = $1 AND status = 'FAILED' AND last_attempt_at >= $2`,
    [before.uuid, before.failingSince],
  );
  return { failingSince: before.failingSince, since: row?.since ?? before.failingSince, count: row?.count ?? 0 };
}

import type { Environment, Webhook, WebhookEventType } from '@portal/contract';
import type { Queryable } from '../../db/db';
import { one } from '../../db/db';
import { isUuid } from '../../lib/ids';
import { isoTs } from '../../lib/list/sql';

/** SQL of the webhooks (deliveries: deliveries.repository.ts; the workers' queue: queue.repository.ts). Scoped by partner. */

/** A webhook as the contract shows it, with its sealed secret (masked or opened by the caller) and environment. */
export type WebhookRow = Omit<Webhook, 'secret'> & { secretSealed: string; environment: Environment };
const WEBHOOK_COLS = `id::text AS uuid, url, enabled, disabled_reason AS "disabledReason", ${isoTs('failing_since')} AS "failingSince",
  ${isoTs('previous_secret_until')} AS "previousSecretUntil", ${isoTs('created_at')} AS "createdDate", event_types AS "eventTypes",
  description, secret_encrypted AS "secretSealed", environment`;

/** A partner's webhooks of one environment: each receives only that environment's events (036_environments.sql). */
export const listWebhooks = (q: Queryable, o: { partnerId: string; environment: Environment }) =>
  q.query<WebhookRow>(`SELECT ${WEBHOOK_COLS} FROM webhooks WHERE partner_id = $1 AND environment = $2 ORDER BY created_at, id`, [
    o.partnerId,
    o.environment,
  ]);

/** The environment of a partner's webhook; undefined when it has none of that id. */
export const webhookEnvironment = (q: Queryable, o: { partnerId: string; id: string }) =>
  isUuid(o.id)
    ? one<{ environment: Environment }>(q, 'SELECT environment FROM webhooks WHERE partner_id = $1 AND id = $2', [o.partnerId, o.id])
    : Promise.resolve(undefined);

export const findWebhook = (q: Queryable, partnerId: string, id: string) =>
  isUuid(id)
    ? one<WebhookRow>(q, `SELECT ${WEBHOOK_COLS} FROM webhooks WHERE partner_id = $1 AND id = $2`, [partnerId, id])
    : Promise.resolve(undefined);

export async function countWebhooks(q: Queryable, o: { partnerId: string; environment: Environment }): Promise<number> {
  const row = await one<{ n: number }>(q, 'SELECT count(*)::int AS n FROM webhooks WHERE partner_id = $1 AND environment = $2', [
    o.partnerId,
    o.environment,
  ]);
  return row?.n ?? 0;
}

/** What a webhook receives and says about itself; undefined on update: unchanged. */
export interface WebhookSettings {
  eventTypes?: WebhookEventType[];
  description?: string | null;
}
const settingsParams = (o: WebhookSettings) => [
  o.eventTypes === undefined ? null : JSON.stringify(o.eventTypes),
  o.description !== undefined,
  o.description || null,
];

export const insertWebhook = (
  q: Queryable,
  o: { partnerId: string; environment: Environment; url: string; secretSealed: string; now: Date } & WebhookSettings,
) =>
  one<WebhookRow>(
    q,
    `INSERT INTO webhooks(partner_id, url, secret_encrypted, created_at, event_types, description, environment)
     VALUES ($1, $2, $3, $4, coalesce(ARRAY(SELECT jsonb_array_elements_text($5::jsonb)), '{}'), CASE WHEN $6 THEN $7 END, $8)
     RETURNING ${WEBHOOK_COLS}`,
    [o.partnerId, o.url, o.secretSealed, o.now, ...settingsParams(o), o.environment],
  );

export const updateWebhook = (q: Queryable, o: { partnerId: string; id: string; url: string; secretSealed: string } & WebhookSettings) =>
  one<WebhookRow>(
    q,
    // a secret saved by hand ends a roll's overlap
    `UPDATE webhooks SET url = $3, secret_encrypted = $4, previous_secret_encrypted = NULL, previous_secret_until = NULL,
            event_types = CASE WHEN $5::jsonb IS NULL THEN event_types ELSE ARRAY(SELECT jsonb_array_elements_text($5::jsonb)) END,
            description = CASE WHEN $6 THEN $7 ELSE description END
      WHERE partner_id = $1 AND id = $2 RETURNING ${WEBHOOK_COLS}`,
    [o.partnerId, o.id, o.url, o.secretSealed, ...settingsParams(o)],
  );

/** Only the event types; the URL, the secret and a roll's overlap stay as they are. */
export const updateEventTypes = (q: Queryable, o: { partnerId: string; id: string; eventTypes: WebhookEventType[] }) =>
  one<WebhookRow>(
    q,
    `UPDATE webhooks SET event_types = ARRAY(SELECT jsonb_array_elements_text($3::jsonb))
      WHERE partner_id = $1 AND id = $2 RETURNING ${WEBHOOK_COLS}`,
    [o.partnerId, o.id, JSON.stringify(o.eventTypes)],
  );

export async function deleteWebhook(q: Queryable, partnerId: string, id: string): Promise<boolean> {
  const rows = await q.query('DELETE FROM webhooks WHERE partner_id = $1 AND id = $2 RETURNING id', [partnerId, id]);
  return rows.length > 0;
}

/**
 * Disabling puts the webhook's waiting deliveries on hold (out of the workers' queue); enabling
 * releases them at once with a fresh retry period and forgets the old failures.
 */
export async function setWebhookEnabled(
  q: Queryable,
  o: { partnerId: string; id: string; enabled: boolean; reason?: 'MANUAL' | 'FAILING'; now: Date },
) {
  const row = await one<WebhookRow>(
    q,
    `UPDATE webhooks SET enabled = $3, disabled_reason = CASE WHEN $3 THEN NULL ELSE $4 END,
            failing_since = CASE WHEN $3 THEN NULL ELSE failing_since END
      WHERE partner_id = $1 AND id = $2 RETURNING ${WEBHOOK_COLS}`,
    [o.partnerId, o.id, o.enabled, o.reason ?? 'MANUAL'],
  );
  if (!row) return undefined;
  if (o.enabled) {
    await q.query(
      `UPDATE webhook_deliveries SET next_attempt_at = $2, cycle_started_at = NULL, cycle_failures = 0
        WHERE webhook_id = $1 AND status = 'PENDING'`,
      [o.id, o.now],
    );
  } else {
    await q.query("UPDATE webhook_deliveries SET next_attempt_at = NULL WHERE webhook_id = $1 AND status = 'PENDING'", [o.id]);
  }
  return row;
}

/** The replaced secret while a roll's overlap lasts (it signs x-webhook-sig-previous), else null. */
export const previousSecret = async (q: Queryable, o: { id: string; now: Date }): Promise<string | null> =>
  (
    await one<{ sealed: string }>(
      q,
      `SELECT previous_secret_encrypted AS sealed FROM webhooks
        WHERE id = $1 AND previous_secret_until > $2 AND previous_secret_encrypted IS NOT NULL`,
      [o.id, o.now.toISOString()],
    )
  )?.sealed ?? null;

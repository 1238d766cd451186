import crypto from 'node:crypto';
import { WEBHOOK_SECRET_ROLL, type WebhookSecretAnswer } from '@portal/contract';
import type { AppContext } from '../../context';
import { one } from '../../db/db';
import { iso } from '../../lib/dates';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { record, type Actor } from '../audit/audit.service';

/**
 * Reveal and roll of a webhook's signing secret. Both are audited (never the secret
 * itself) and guarded by step-up in the routes. A roll keeps the replaced secret for the overlap:
 * the worker then signs every attempt with both (x-webhook-sig, x-webhook-sig-previous).
 */

/** A new secret: the prefix and 24 random bytes in base64url (38 characters). */
export const generateWebhookSecret = () =>
  `${WEBHOOK_SECRET_ROLL.prefix}${crypto.randomBytes(WEBHOOK_SECRET_ROLL.randomBytes).toString('base64url')}`;

interface SecretRow {
  secretSealed: string;
  previousSecretUntil: Date | null;
}
const SECRET_COLS = 'secret_encrypted AS "secretSealed", previous_secret_until AS "previousSecretUntil"';

const shown = (ctx: AppContext, secret: string, until: Date | null): WebhookSecretAnswer => ({
  secret,
  previousSecretUntil: until && until > ctx.now() ? iso(until) : null,
});

export async function revealWebhookSecret(ctx: AppContext, o: { partnerId: string; id: string; actor: Actor }) {
  return ctx.db.transaction(async (tx) => {
    const row = isUuid(o.id)
      ? await one<SecretRow>(tx, `SELECT ${SECRET_COLS} FROM webhooks WHERE partner_id = $1 AND id = $2`, [o.partnerId, o.id])
      : undefined;
    if (!row) throw notFound('webhook');
    await record(tx, {
      partnerId: o.partnerId,
      at: ctx.now(),
      actor: o.actor,
      action: 'webhook.secret_revealed',
      target: o.id,
      changes: {},
    });
    return shown(ctx, ctx.box.open(row.secretSealed), row.previousSecretUntil);
  });
}

export async function rollWebhookSecret(ctx: AppContext, o: { partnerId: string; id: string; overlapHours: number; actor: Actor }) {
  const now = ctx.now();
  const secret = generateWebhookSecret();
  const until = o.overlapHours > 0 ? new Date(now.getTime() + o.overlapHours * 3_600_000) : null;
  return ctx.db.transaction(async (tx) => {
    const row = isUuid(o.id)
      ? await one<SecretRow>(
          tx,
          `UPDATE webhooks SET previous_secret_encrypted = CASE WHEN $4::timestamptz IS NULL THEN NULL ELSE secret_encrypted END,
                  previous_secret_until = $4, secret_encrypted = $3
            WHERE partner_id = $1 AND id = $2 RETURNING ${SECRET_COLS}`,
          [o.partnerId, o.id, ctx.box.seal(secret), until],
        )
      : undefined;
    if (!row) throw notFound('webhook');
    const changes = { overlapHours: o.overlapHours };
    await record(tx, { partnerId: o.partnerId, at: now, actor: o.actor, action: 'webhook.secret_rolled', target: o.id, changes });
    return shown(ctx, secret, row.previousSecretUntil);
  });
}

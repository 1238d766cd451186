import crypto from 'node:crypto';
import { CONSOLE_ACTIVITY_DAYS, type ConsolePartnerActivity, type ConsolePartnerCreated } from '@portal/contract';
import type { AppContext } from '../../context';
import { one } from '../../db/db';
import { invalid, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { record, type Actor } from '../audit/audit.service';
import { forgotPassword } from '../recovery/recovery.service';
import { webhookHealth } from '../webhooks/webhooks.service';
import { createPartner, webhooksOf } from './console-partners.repository';

const DAY = 86_400_000;

/**
 * A new partner (verified company, its owner, a wlpId), for `npm run admin -- partner create` and the console alike;
 * audited on the new partner's chain. Without a password (the console) the owner gets the mail to choose one.
 * 417 naming `agent` for an unknown brand, `email` for an address that has an account already.
 */
export async function createPartnerAccount(
  ctx: AppContext,
  o: { email: string; company: string; agent: string; password?: string; actor: Actor },
): Promise<ConsolePartnerCreated & { userId: string }> {
  if (!ctx.brands.has(o.agent)) throw invalid('invalid', 'agent', o.agent);
  const taken = () => invalid('email_taken', 'email', o.email);
  if (await one(ctx.db, 'SELECT 1 FROM users WHERE lower(email) = lower($1)', [o.email])) throw taken();
  // without a password, one nobody knows: the owner sets its own through the reset mail
  const password = o.password ?? crypto.randomBytes(32).toString('base64url');
  const p = await ctx.db
    .transaction(async (tx) => {
      const created = await createPartner(tx, { email: o.email, password, company: o.company, agent: o.agent });
      const changes = { company: o.company, email: o.email, agent: o.agent };
      await record(tx, {
        partnerId: created.partnerId,
        at: ctx.now(),
        actor: o.actor,
        action: 'partner.created',
        target: created.wlpId,
        changes,
      });
      return created;
    })
    .catch((err: unknown) => {
      throw (err as { code?: string }).code === '23505' ? taken() : err;
    });
  if (!o.password) await forgotPassword(ctx, { email: o.email });
  return { id: p.partnerId, userId: p.userId, wlpId: p.wlpId, email: p.email, agent: p.agent };
}

/** A partner's webhook endpoints with their health (the partner's own health service), API calls and events per day. */
export async function partnerActivity(ctx: AppContext, o: { partnerId: string }): Promise<ConsolePartnerActivity> {
  const partner = isUuid(o.partnerId)
    ? await one<{ id: string }>(ctx.db, 'SELECT id::text FROM partners WHERE id = $1', [o.partnerId])
    : undefined;
  if (!partner) throw notFound('partner');
  const hooks = await webhooksOf(ctx.db, partner.id);
  const webhooks = [];
  for (const w of hooks)
    webhooks.push({
      id: w.id,
      environment: w.environment,
      url: w.url,
      enabled: w.enabled,
      health: await webhookHealth(ctx, { partnerId: partner.id, id: w.id }),
    });
  const first = Math.floor(ctx.now().getTime() / DAY) * DAY - (CONSOLE_ACTIVITY_DAYS - 1) * DAY;
  const perDay = (table: string, column: string) =>
    ctx.db.query<{ i: number; n: number }>(
      `SELECT floor((extract(epoch FROM ${column}) * 1000 - $2::double precision) / ${DAY})::int AS i, count(*)::int AS n
         FROM ${table} WHERE partner_id = $1 AND ${column} >= $3 GROUP BY 1`,
      [partner.id, first, new Date(first)],
    );
  const [calls, events] = await Promise.all([perDay('partner_api_requests', 'created_at'), perDay('outbox_events', 'event_time')]);
  const at = (rows: { i: number; n: number }[], i: number) => rows.find((r) => r.i === i)?.n ?? 0;
  const days = Array.from({ length: CONSOLE_ACTIVITY_DAYS }, (_, i) => ({
    day: new Date(first + i * DAY).toISOString(),
    apiCalls: at(calls, i),
    events: at(events, i),
  }));
  return { webhooks, days };
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_API, MAINTENANCE_CODE, USER_EVENTS, type MaintenanceBody, type MaintenanceState } from '@portal/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/db';
import { one } from '../../db/db';
import { AppError } from '../../lib/errors';
import { record, type Actor } from '../audit/audit.service';
import { retryMail } from '../../infra/mailer';

/** The maintenance switch, in `settings`: read at request time, so every server process agrees. */
export async function maintenanceState(q: Queryable): Promise<MaintenanceState> {
  const row = await one<{ value: MaintenanceState }>(q, "SELECT value FROM settings WHERE key = 'maintenance'");
  return row?.value ?? { enabled: false, message: null, since: null };
}

/**
 * Turns maintenance on or off (an Administrator): audited on the platform chain, and every signed-in
 * partner gets the `maintenance` event ({enabled, message}) on its live channel, on every server
 * process (the Redis adapter).
 */
export async function setMaintenance(ctx: AppContext, o: { body: MaintenanceBody; actor: Actor }): Promise<MaintenanceState> {
  const at = ctx.now();
  const state = await ctx.db.transaction(async (tx) => {
    const before = await maintenanceState(tx);
    const next: MaintenanceState = {
      enabled: o.body.enabled,
      message: o.body.enabled ? o.body.message || null : null,
      since: o.body.enabled ? (before.enabled && before.since ? before.since : at.toISOString()) : null,
    };
    await tx.query("UPDATE settings SET value = $1::jsonb WHERE key = 'maintenance'", [JSON.stringify(next)]);
    const changes = { enabled: next.enabled, message: next.message };
    await record(tx, { partnerId: null, at, actor: o.actor, action: 'maintenance.changed', target: 'maintenance', changes });
    return next;
  });
  ctx.realtime.toAll('user', USER_EVENTS.maintenance, { enabled: state.enabled, message: state.message });
  return state;
}

/** The console's "Try again" on a waiting or failed mail: sent at the mail job's next round; audited. */
export async function retryMailBy(ctx: AppContext, o: { id: string; actor: Actor }): Promise<{ ok: true }> {
  const at = ctx.now();
  await ctx.db.transaction(async (tx) => {
    if (!(await retryMail(tx, o.id, at))) throw new AppError(404, 'not_found', `no waiting or failed mail with id ${o.id}`);
    await record(tx, { partnerId: null, at, actor: o.actor, action: 'mail.retried', target: `mail ${o.id}`, changes: {} });
  });
  return { ok: true };
}

/** Writes that stay open during maintenance: signing in and prolonging a session (reads need them). */
const OPEN_WRITES = new Set<string>([AUTH_API.login.path, AUTH_API.refreshToken.path]);
const GUARDED = /^\/(api-portal|partner\/v1)\//;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a request is a write maintenance refuses: a non-GET call of the portal API or of the partner API. */
export const isMaintainedWrite = (req: FastifyRequest) =>
  !READS.has(req.method) && GUARDED.test(req.url) && !OPEN_WRITES.has(req.url.split('?')[0]!);

/** While maintenance is on, write calls answer 503 `maintenance` with its message; reads keep working. */
export const maintenancePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (req, reply) => {
    if (!isMaintainedWrite(req)) return;
    const state = await maintenanceState(app.ctx.db);
    if (!state.enabled) return;
    reply.header('retry-after', '300');
    throw new AppError(503, MAINTENANCE_CODE, state.message ?? 'the portal is in maintenance: changes are paused, reading works');
  });
});

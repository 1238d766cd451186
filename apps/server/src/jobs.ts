import type { FastifyInstance } from 'fastify';
import { SESSION_SWEEP_MS } from './infra/realtime';
import { REVIEW_SWEEP_MS, reviewDueIdentities } from './modules/identity/identity.worker';
import { RETENTION_EVERY_MS, runRetention } from './modules/retention/retention.service';
import { AUDIT_PRUNE_EVERY_MS, pruneAuditLog } from './modules/audit/audit.prune';
import { AUDIT_CHECKPOINT_EVERY_MS, auditCheckpointer } from './modules/audit/audit.checkpoints';
import { EXPIRY_NOTICES_EVERY_MS, sendExpiryNotices } from './modules/secrets/secrets.notices';
import { recordExpiredKeys } from './modules/secrets/secrets.events';
import { MAIL_OUTBOX } from './infra/mailer';

/**
 * Every background task of a server process, in one place. They run from the moment the app is
 * ready until it closes (app.ts), each on its own interval, never overlapping itself. Retention
 * (old rows of every table, modules/retention) is one of them.
 */
export function registerJobs(app: FastifyInstance): void {
  const { ctx } = app;
  ctx.jobs.service('webhook-deliveries', app.webhookWorker);
  ctx.jobs.service('event-stream-feed', app.eventFeed);
  ctx.jobs.every('mail-outbox', MAIL_OUTBOX.everyMs, () => ctx.mailer.drain());
  ctx.jobs.every('socket-session-sweep', SESSION_SWEEP_MS, () => ctx.realtime.sweep());
  ctx.jobs.every('identity-auto-review', REVIEW_SWEEP_MS, () => reviewDueIdentities(ctx));
  ctx.jobs.every('retention', RETENTION_EVERY_MS, () => runRetention(ctx));
  ctx.jobs.every('audit-log-retention', AUDIT_PRUNE_EVERY_MS, () => pruneAuditLog(ctx).then(() => undefined));
  ctx.jobs.every('audit-checkpoints', AUDIT_CHECKPOINT_EVERY_MS, auditCheckpointer(ctx));
  ctx.jobs.every('api-key-expiry-notices', EXPIRY_NOTICES_EVERY_MS, async () => {
    await sendExpiryNotices(ctx);
    await recordExpiredKeys(ctx);
  });
}

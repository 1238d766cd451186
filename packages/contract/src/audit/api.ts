import { z } from 'zod/mini';
import { listAnswer } from '../common/list';
import { listExportQuery } from '../partner-data/api';
import { isoDateTime } from '../common/primitives';
import { defineRoutes } from '../common/route';

/**
 * The partner's audit log: append-only, one hash chain per partner, kept for a
 * configurable time (AUDIT_RETENTION_DAYS, default `AUDIT.retentionDaysDefault`).
 */
export const AUDIT = {
  retentionDaysDefault: 400,
  /** the hash of "no previous entry" at the start of a partner's chain */
  genesisHash: '0'.repeat(64),
} as const;

export const AUDIT_ACTORS = ['user', 'operator', 'system'] as const;
export type AuditActor = (typeof AUDIT_ACTORS)[number];

/** Every action the log records; the keys and roles parts add theirs here. */
export const AUDIT_ACTIONS = [
  'sign_in.succeeded',
  'sign_in.failed',
  'sign_in.two_factor_failed',
  'password.changed',
  'phone.changed',
  'two_factor.enabled',
  'two_factor.disabled',
  'step_up.succeeded',
  'secret.created',
  'secret.deleted',
  'secret.rolled',
  'secret.expired',
  'secret.first_use',
  'webhook.created',
  'webhook.updated',
  'webhook.deleted',
  'webhook.replayed',
  'webhook.secret_revealed',
  'webhook.secret_rolled',
  'member.invited',
  'member.disabled',
  'member.recovered',
  'member.removed',
  'member.role_changed',
  'owner.changed',
  'export.csv',
  'kyc.changed',
  'operator.command',
  // the operator console: a partner sees these with "operator" as the actor
  'partner.disabled',
  'partner.enabled',
  'partner.brand_changed',
  'ticket.answered',
  // verification reviews with four-eyes: the first Compliance officer's approval (the second one's is kyc.changed)
  'kyc.approval_started',
  'notice.sent',
  'invoice.issued',
  'invoice.paid',
  'partner.created',
  'ticket.solved',
  // operator actions on no partner (the operator audit only)
  'operator.created',
  'operator.signed_in',
  'operator.sign_in_failed',
  'operator.two_factor_enrolled',
  'operator.password_changed',
  'maintenance.changed',
  'mail.retried',
  // operator administration and registration switches
  'operator.invited',
  'operator.invitation_accepted',
  'operator.role_changed',
  'operator.disabled',
  'operator.enabled',
  'registration.changed',
  'faq.changed',
  // a partner's sandbox emptied, by an Owner or Admin or by an operator
  'sandbox.reset',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditEntry = z
  .object({
    id: z.string(),
    time: isoDateTime,
    actor: z.enum(AUDIT_ACTORS),
    actorId: z.nullable(z.string()).check(z.describe("the acting user's id (users), else null")),
    actorEmail: z.nullable(z.string()),
    ip: z.nullable(z.string()).check(z.describe('the address the request came from')),
    userAgent: z.nullable(z.string()),
    action: z.string(),
    target: z.nullable(z.string()).check(z.describe('what the action was on: an id, an e-mail, a list')),
    changes: z.record(z.string(), z.unknown()).check(z.describe('what changed; never a secret')),
    requestId: z
      .nullable(z.string())
      .check(
        z.describe('the request that made the change: its x-request-id answer header and log lines; null for jobs and the command line'),
      ),
  })
  .register(z.globalRegistry, { id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditList = listAnswer(auditEntry).register(z.globalRegistry, { id: 'AuditList' });
export type AuditList = z.infer<typeof auditList>;

export const AUDIT_API = defineRoutes({
  list: { method: 'GET', path: '/api-portal/audit', query: listExportQuery, responses: { 200: auditList } },
});

import { z } from 'zod/mini';
import { listAnswer, listQuery } from '../common/list';
import { email, isoDateTime } from '../common/primitives';
import { defineRoutes } from '../common/route';
import { ROLES } from '../access/access';
import { KYC_STATUSES } from '../user/user';
import { OPERATOR_PERMISSION_NAMES, OPERATOR_ROLES } from './access';
import { CONSOLE } from './constants';
import { changePasswordBody, passwordChanged } from '../account/profile';
import { stepUpAnswer } from '../two-factor/api';
import { sandboxResetBody, sandboxResetResult } from '../environment/sandbox';
import { environment } from '../environment/environment';

/* ---------- sign-in ---------- */

export const operatorSignInBody = z
  .object({
    email,
    password: z.string().check(z.minLength(1), z.maxLength(256)),
    code: z
      .optional(z.string().check(z.regex(/^\d{6}$/)))
      .check(
        z.describe(
          'the six-digit code of the authenticator app; without it the answer is 417 two_factor_required or two_factor_enrolment_required',
        ),
      ),
  })
  .register(z.globalRegistry, { id: 'OperatorSignInBody' });
export type OperatorSignInBody = z.infer<typeof operatorSignInBody>;

export const operatorEnrolmentBody = z
  .object({ email, password: z.string().check(z.minLength(1), z.maxLength(256)) })
  .register(z.globalRegistry, { id: 'OperatorEnrolmentBody' });
export type OperatorEnrolmentBody = z.infer<typeof operatorEnrolmentBody>;

export const operatorEnrolment = z
  .object({
    secret: z.string().check(z.describe('the TOTP secret, to type into an authenticator app')),
    otpauthUri: z.string(),
    qrCode: z.string().check(z.describe('data: URL of a PNG QR code of otpauthUri')),
    expiresDate: isoDateTime,
  })
  .register(z.globalRegistry, { id: 'OperatorEnrolment' });
export type OperatorEnrolment = z.infer<typeof operatorEnrolment>;

/** An operator always has an authenticator: its step-up is a code, never the password. */
export const operatorStepUpBody = z
  .object({ code: z.string().check(z.regex(/^\d{6}$/), z.describe('the six-digit code of the authenticator app')) })
  .register(z.globalRegistry, { id: 'OperatorStepUpBody' });
export type OperatorStepUpBody = z.infer<typeof operatorStepUpBody>;

export const operatorMe = z
  .object({
    id: z.string(),
    email,
    role: z.enum(OPERATOR_ROLES),
    permissions: z.array(z.enum(OPERATOR_PERMISSION_NAMES as [string, ...string[]])),
    sessionExpiresDate: isoDateTime,
    /** the session ends after this long without a call */
    idleTimeoutMs: z.number(),
  })
  .register(z.globalRegistry, { id: 'OperatorMe' });
export type OperatorMe = z.infer<typeof operatorMe>;

export const operatorSession = z.object({ token: z.string(), operator: operatorMe }).register(z.globalRegistry, { id: 'OperatorSession' });
export type OperatorSession = z.infer<typeof operatorSession>;

/* ---------- partners ---------- */

/** The owner's company verification (KYC tier 2), NONE before any record. */
export const VERIFICATION_STATUSES = ['NONE', ...KYC_STATUSES] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const consolePartner = z
  .object({
    id: z.string(),
    wlpId: z
      .nullable(z.string())
      .check(z.describe('once verified: a partner has its sandbox from registration, its wlpId with the verification')),
    company: z.string(),
    ownerEmail: z.nullable(z.string()),
    agent: z.string(),
    verification: z.enum(VERIFICATION_STATUSES),
    enabled: z.boolean(),
    members: z.int(),
    createdDate: isoDateTime,
  })
  .register(z.globalRegistry, { id: 'ConsolePartner' });
export type ConsolePartner = z.infer<typeof consolePartner>;
export const consolePartnerList = listAnswer(consolePartner).register(z.globalRegistry, { id: 'ConsolePartnerList' });

/** What a partner holds in one environment, from the counters its lists keep (never a count over the rows). */
const environmentCounts = z.object({
  clients: z.int(),
  accounts: z.int(),
  cards: z.int(),
  transactions: z.int(),
  keys: z.int().check(z.describe('as in keys: neither deleted nor replaced by a rotation')),
  webhooks: z.int(),
});
export const ENVIRONMENT_COUNTS = Object.keys(environmentCounts.shape) as Array<keyof typeof environmentCounts.shape>;

export const consolePartnerDetail = z
  .object({
    partner: z.extend(consolePartner, { disabledReason: z.nullable(z.string()) }),
    company: z.object({
      name: z.nullable(z.string()),
      regNumber: z.nullable(z.string()),
      address: z.nullable(z.string()),
      country: z.nullable(z.string()),
    }),
    members: z.array(
      z.object({
        id: z.string(),
        email: z.string(),
        role: z.enum(ROLES),
        active: z.boolean(),
        lastLoginDate: z.nullable(isoDateTime),
      }),
    ),
    invitations: z
      .array(z.object({ id: z.string(), email: z.string(), role: z.enum(ROLES), invitedDate: isoDateTime, expiresDate: isoDateTime }))
      .check(z.describe('team invitations not yet accepted nor withdrawn, newest first; a link works until expiresDate')),
    keys: z
      .array(
        z.object({
          id: z.string(),
          environment,
          label: z.string(),
          access: z.string(),
          scopes: z.array(z.string()),
          createdBy: z.nullable(z.string()).check(z.describe("the creator's e-mail")),
          createdDate: isoDateTime,
          expiresDate: z.nullable(isoDateTime),
          lastUsedDate: z.nullable(isoDateTime),
        }),
      )
      .check(z.describe("the partner's API keys in both environments; never the token or the secret")),
    webhooks: z.array(z.object({ id: z.string(), environment, url: z.string(), enabled: z.boolean(), createdDate: isoDateTime })),
    invoices: z.array(
      z.object({ id: z.string(), number: z.string(), amount: z.string(), currency: z.string(), payBefore: z.string(), paid: z.boolean() }),
    ),
    tickets: z.object({ total: z.int(), unread: z.int().check(z.describe('answers the partner has not read yet')) }),
    environments: z
      .object({ live: environmentCounts, sandbox: environmentCounts })
      .check(z.describe("the partner's clients, accounts, cards, transactions, keys and webhooks per environment")),
  })
  .register(z.globalRegistry, { id: 'ConsolePartnerDetail' });
export type ConsolePartnerDetail = z.infer<typeof consolePartnerDetail>;

export const partnerIdParams = z.object({
  id: z.string().check(z.maxLength(64), z.describe('the id (uuid) of the partner, or of the ticket')),
});
export const partnerSwitchBody = z
  .object({ reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(CONSOLE.reasonMax), z.describe('why; kept in the audit log')) })
  .register(z.globalRegistry, { id: 'PartnerSwitchBody' });
export type PartnerSwitchBody = z.infer<typeof partnerSwitchBody>;
export const partnerBrandBody = z
  .object({ agent: z.string().check(z.minLength(1), z.maxLength(64)) })
  .register(z.globalRegistry, { id: 'PartnerBrandBody' });
export type PartnerBrandBody = z.infer<typeof partnerBrandBody>;

/* ---------- operator audit ---------- */

export const consoleAuditEntry = z
  .object({
    id: z.string(),
    time: isoDateTime,
    operatorEmail: z.nullable(z.string()).check(z.describe('null for a command of the command line')),
    partnerId: z.nullable(z.string()),
    partnerCompany: z.nullable(z.string()),
    wlpId: z.nullable(z.string()),
    action: z.string(),
    target: z.nullable(z.string()),
    changes: z.record(z.string(), z.unknown()),
    ip: z.nullable(z.string()),
  })
  .register(z.globalRegistry, { id: 'ConsoleAuditEntry' });
export type ConsoleAuditEntry = z.infer<typeof consoleAuditEntry>;
export const consoleAuditList = listAnswer(consoleAuditEntry).register(z.globalRegistry, { id: 'ConsoleAuditList' });

/* ---------- platform ---------- */

export const maintenanceState = z
  .object({
    enabled: z.boolean(),
    message: z.nullable(z.string()),
    since: z.nullable(isoDateTime),
  })
  .register(z.globalRegistry, { id: 'Maintenance' });
export type MaintenanceState = z.infer<typeof maintenanceState>;
export const maintenanceBody = z
  .object({ enabled: z.boolean(), message: z.optional(z.string().check(z.trim(), z.maxLength(CONSOLE.maintenanceMessageMax))) })
  .register(z.globalRegistry, { id: 'MaintenanceBody' });
export type MaintenanceBody = z.infer<typeof maintenanceBody>;

/** The mail outbox as operators see it: never a mail's body or link (they carry single-use codes). */
export const MAIL_STATUSES = ['PENDING', 'SENT', 'FAILED'] as const;
export const consoleMails = z
  .object({
    list: z.array(
      z.object({
        id: z.string(),
        to: z.string(),
        template: z.string(),
        status: z.enum(MAIL_STATUSES),
        attempts: z.int(),
        lastError: z.nullable(z.string()),
        createdDate: isoDateTime,
      }),
    ),
  })
  .register(z.globalRegistry, { id: 'ConsoleMails' });
export type ConsoleMails = z.infer<typeof consoleMails>;
export const mailIdParams = z.object({ id: z.string().check(z.regex(/^\d{1,19}$/), z.describe('the id of the mail in the outbox')) });

const okAnswer = z.object({ ok: z.literal(true) });

/** The operator console's calls: `/api-operator/*`, an operator session only (a partner's token answers 401). */
export const CONSOLE_API = defineRoutes({
  signIn: { method: 'POST', path: '/api-operator/auth/sign-in', body: operatorSignInBody, responses: { 200: operatorSession } },
  enrolment: { method: 'POST', path: '/api-operator/auth/enrolment', body: operatorEnrolmentBody, responses: { 200: operatorEnrolment } },
  signOut: { method: 'POST', path: '/api-operator/auth/sign-out', responses: { 200: okAnswer } },
  me: { method: 'GET', path: '/api-operator/auth/me', responses: { 200: operatorMe } },
  stepUp: { method: 'POST', path: '/api-operator/auth/step-up', body: operatorStepUpBody, responses: { 200: stepUpAnswer } },
  changePassword: {
    method: 'POST',
    path: '/api-operator/auth/change-password',
    body: changePasswordBody,
    responses: { 200: passwordChanged },
  },
  partners: { method: 'GET', path: '/api-operator/partners', query: listQuery, responses: { 200: consolePartnerList } },
  partner: { method: 'GET', path: '/api-operator/partners/:id', params: partnerIdParams, responses: { 200: consolePartnerDetail } },
  disablePartner: {
    method: 'POST',
    path: '/api-operator/partners/:id/disable',
    params: partnerIdParams,
    body: partnerSwitchBody,
    responses: { 200: consolePartnerDetail },
  },
  enablePartner: {
    method: 'POST',
    path: '/api-operator/partners/:id/enable',
    params: partnerIdParams,
    body: partnerSwitchBody,
    responses: { 200: consolePartnerDetail },
  },
  partnerBrand: {
    method: 'PUT',
    path: '/api-operator/partners/:id/brand',
    params: partnerIdParams,
    body: partnerBrandBody,
    responses: { 200: consolePartnerDetail },
  },
  resetPartnerSandbox: {
    method: 'POST',
    path: '/api-operator/partners/:id/sandbox/reset',
    params: partnerIdParams,
    body: sandboxResetBody,
    responses: { 200: sandboxResetResult },
  },
  audit: { method: 'GET', path: '/api-operator/audit', query: listQuery, responses: { 200: consoleAuditList } },
  maintenance: { method: 'GET', path: '/api-operator/platform/maintenance', responses: { 200: maintenanceState } },
  mails: { method: 'GET', path: '/api-operator/platform/mails', responses: { 200: consoleMails } },
  retryMail: { method: 'POST', path: '/api-operator/platform/mails/:id/retry', params: mailIdParams, responses: { 200: okAnswer } },
  setMaintenance: {
    method: 'PUT',
    path: '/api-operator/platform/maintenance',
    body: maintenanceBody,
    responses: { 200: maintenanceState },
  },
});

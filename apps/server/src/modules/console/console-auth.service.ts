import type { FastifyRequest } from 'fastify';
import {
  CONSOLE,
  STEP_UP_REQUIRED,
  OPERATOR_ROLES,
  TIMING,
  TWO_FACTOR,
  newPassword,
  operatorPermissionsOf,
  type AuditAction,
  type OperatorEnrolment,
  type OperatorEnrolmentBody,
  type OperatorMe,
  type OperatorRole,
  type OperatorSession,
  type OperatorSignInBody,
  type ChangePasswordBody,
  type PasswordChanged,
  type StepUpAnswer,
} from '@portal/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/db';
import { AppError, invalid, unauthorized } from '../../lib/errors';
import { randomToken, sha256 } from '../../lib/crypto';
import { hashPassword, verifyPassword } from '../../lib/password';
import { record, type Actor } from '../audit/audit.service';
import { matchTotp, newTotpEnrolment } from '../two-factor/two-factor.service';
import * as repo from './console-auth.repository';
import { checkPasswordStrength } from '../../lib/password-policy';
import { idleSince } from '../auth/auth.service';

const HOUR = 3_600_000;
const badCredentials = () => invalid('invalid_credentials', 'CUSTOM_MESSAGE', 'email or password incorrect');

/** The signed-in operator of a request as the audit's actor: the person is kept for the operator audit only. */
export function operatorActor(req: FastifyRequest): Actor {
  return { type: 'operator', operatorId: req.operator?.id ?? null, ip: req.ip, userAgent: req.headers['user-agent'] ?? null };
}

/** An operator action on no partner goes to the platform chain of the audit log. */
const auditPlatform = (
  q: Queryable,
  at: Date,
  o: { actor: Actor; action: AuditAction; target: string; changes?: Record<string, unknown> },
) => record(q, { partnerId: null, at, ...o });

export const meOf = (ctx: AppContext, o: Omit<repo.SessionOperator, 'lastSeenAt'>): OperatorMe => ({
  id: o.id,
  email: o.email,
  role: o.role,
  permissions: operatorPermissionsOf(o.role),
  sessionExpiresDate: new Date(o.expiresAt).toISOString(),
  idleTimeoutMs: ctx.env.OPERATOR_SESSION_IDLE_MINUTES * 60_000,
});

/** E-mail and password of an enabled operator; a wrong one, an unknown one and a disabled one answer alike. */
async function checkPassword(ctx: AppContext, o: { email: string; password: string; actor: Actor }) {
  const op = await repo.findOperatorByEmail(ctx.db, o.email);
  // an invited operator has no password until it accepts the invitation: nothing signs in as it
  const ok = await verifyPassword(op?.passwordHash ?? undefined, o.password);
  if (!op || !ok || op.disabled) {
    if (op) {
      const actor = { ...o.actor, operatorId: op.id };
      await auditPlatform(ctx.db, ctx.now(), {
        actor,
        action: 'operator.sign_in_failed',
        target: op.id,
        changes: { reason: ok ? 'disabled' : 'password' },
      });
    }
    throw badCredentials();
  }
  return op;
}

/**
 * The first sign-in's enrolment: after the password, a new TOTP secret (kept sealed, pending) and its QR code;
 * the sign-in that follows with its first code confirms it. Refused once the operator has one.
 */
export async function startEnrolment(ctx: AppContext, o: { body: OperatorEnrolmentBody; actor: Actor }): Promise<OperatorEnrolment> {
  const op = await checkPassword(ctx, { ...o.body, actor: o.actor });
  if (op.twoFactorSecret) throw invalid('two_factor_already_enabled', 'CUSTOM_MESSAGE', 'two-factor authentication is already enabled');
  const at = ctx.now();
  const enrolment = await newTotpEnrolment({ issuer: `${ctx.brands.get(null).name} console`, label: op.email, at });
  await repo.savePendingSecret(ctx.db, { id: op.id, sealed: ctx.box.seal(enrolment.secret), at });
  return enrolment;
}

/**
 * E-mail, password and a TOTP code, always: without the code 417 two_factor_required (or
 * two_factor_enrolment_required before the first enrolment). The session lasts `CONSOLE.sessionMaxHours`.
 */
export async function signIn(ctx: AppContext, o: { body: OperatorSignInBody; actor: Actor }): Promise<OperatorSession> {
  const op = await checkPassword(ctx, { ...o.body, actor: o.actor });
  const actor = { ...o.actor, operatorId: op.id };
  const enrolled = op.twoFactorSecret !== null;
  if (!o.body.code) throw invalid(enrolled ? 'two_factor_required' : 'two_factor_enrolment_required', 'code', '');
  const at = ctx.now();
  const token = randomToken();
  const expiresAt = new Date(at.getTime() + CONSOLE.sessionMaxHours * HOUR);
  const refused = async (reason: string) => {
    await auditPlatform(ctx.db, at, { actor, action: 'operator.sign_in_failed', target: op.id, changes: { reason } });
    return invalid('two_factor_code_invalid', 'code', '');
  };
  if (!enrolled) {
    const started = op.twoFactorPendingAt ? new Date(op.twoFactorPendingAt).getTime() : 0;
    if (!op.twoFactorPending || started + TWO_FACTOR.enrolmentTtlMs < at.getTime()) throw invalid('two_factor_not_started', 'code', '');
    const step = await matchTotp(ctx, ctx.box.open(op.twoFactorPending), o.body.code, null);
    if (step === null) throw await refused('code');
    await ctx.db.transaction(async (tx) => {
      await repo.confirmSecret(tx, { id: op.id, step });
      await auditPlatform(tx, at, { actor, action: 'operator.two_factor_enrolled', target: op.id });
    });
  } else {
    const after = op.twoFactorLastStep;
    const step = await matchTotp(ctx, ctx.box.open(op.twoFactorSecret!), o.body.code, after);
    if (step === null || !(await repo.claimStep(ctx.db, op.id, step))) throw await refused('code');
  }
  await ctx.db.transaction(async (tx) => {
    await repo.insertSession(tx, { tokenHash: sha256(token), operatorId: op.id, at, expiresAt });
    await auditPlatform(tx, at, { actor, action: 'operator.signed_in', target: op.id });
  });
  return { token, operator: meOf(ctx, { id: op.id, email: op.email, role: op.role, expiresAt }) };
}

/**
 * The operator of a live session; every console call is the operator's activity (the console polls nothing),
 * recorded at most every `TIMING.sessionActivityStepMs`. No cache: the console's traffic is small.
 */
export async function resolveOperator(ctx: AppContext, token: string) {
  const tokenHash = sha256(token);
  const now = ctx.now();
  const since = idleSince(now, ctx.env.OPERATOR_SESSION_IDLE_MINUTES);
  const operator = await repo.findSessionOperator(ctx.db, tokenHash, now, since);
  if (operator && new Date(operator.lastSeenAt).getTime() < now.getTime() - TIMING.sessionActivityStepMs)
    await repo.touchSession(ctx.db, { tokenHash, at: now, idleSince: since });
  return operator;
}

export async function signOut(ctx: AppContext, o: { token: string }) {
  await repo.deleteSession(ctx.db, sha256(o.token));
}

/** `--role` as typed: ADMINISTRATOR, administrator, "Compliance officer", compliance-officer, support, finance… */
export function parseOperatorRole(raw: string): OperatorRole | null {
  const v = raw
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
  const alias: Record<string, OperatorRole> = { ADMIN: 'ADMINISTRATOR', COMPLIANCE: 'COMPLIANCE_OFFICER', SUPPORT: 'SUPPORT_AGENT' };
  return (OPERATOR_ROLES as readonly string[]).includes(v) ? (v as OperatorRole) : (alias[v] ?? null);
}

/** A password that meets the portal's rules: random letters and digits plus one of each required kind. */
const generatedPassword = () => `${randomToken(CONSOLE.generatedPasswordLength).slice(0, CONSOLE.generatedPasswordLength - 4)}aA7!`;

export class OperatorInputError extends Error {}

/**
 * `operator create` (and later the console's invitation): an operator with a role. Without a password one is
 * made and answered once (the caller prints it; it is never stored in clear nor logged).
 */
export async function createOperator(
  ctx: AppContext,
  o: { email: string; role: OperatorRole; password?: string; actor: Actor },
): Promise<{ id: string; email: string; role: OperatorRole; password?: string }> {
  if (o.password !== undefined && !newPassword.safeParse(o.password).success)
    throw new OperatorInputError('--password needs 8+ characters with lower and upper case letters, a digit and a special character');
  if (o.password !== undefined) {
    try {
      checkPasswordStrength(o.password, { field: 'password', userInputs: [o.email] });
    } catch {
      throw new OperatorInputError('--password is a common password or too easy to guess: choose a longer one');
    }
  }
  if (await repo.findOperatorByEmail(ctx.db, o.email)) throw new OperatorInputError(`an operator with e-mail ${o.email} exists already`);
  const password = o.password ?? generatedPassword();
  const row = await ctx.db.transaction(async (tx) => {
    const created = (await repo.insertOperator(tx, { email: o.email, passwordHash: await hashPassword(password), role: o.role }))!;
    await auditPlatform(tx, ctx.now(), {
      actor: o.actor,
      action: 'operator.created',
      target: created.id,
      changes: { email: o.email, role: o.role },
    });
    return created;
  });
  return { id: row.id, email: o.email, role: o.role, ...(o.password === undefined ? { password } : {}) };
}

const stepUpWindowMs = (ctx: AppContext) => ctx.env.STEP_UP_WINDOW_SECONDS * 1000;

/**
 * Operator step-up, as the partners' (`two-factor.service.ts`): a current authenticator code, each code once, marks
 * the session so the console's sensitive actions go through for the step-up window. Operators always have a code.
 */
export async function stepUp(ctx: AppContext, o: { operatorId: string; token: string; code: string }): Promise<StepUpAnswer> {
  const op = await repo.operatorById(ctx.db, o.operatorId);
  if (!op?.twoFactorSecret) throw unauthorized();
  const at = ctx.now();
  const after = op.twoFactorLastStep;
  const step = await matchTotp(ctx, ctx.box.open(op.twoFactorSecret), o.code, after);
  if (step === null || !(await repo.claimStep(ctx.db, op.id, step))) throw invalid('two_factor_code_invalid', 'code', '');
  await repo.markStepUp(ctx.db, sha256(o.token), at);
  return { stepUpUntil: new Date(at.getTime() + stepUpWindowMs(ctx)).toISOString() };
}

/** The guard of a sensitive console action: a code within the step-up window (signing in counts), else 403 step_up_required. */
export async function assertStepUp(ctx: AppContext, token: string): Promise<void> {
  const at = await repo.stepUpAt(ctx.db, sha256(token));
  if (!at || ctx.now().getTime() - new Date(at).getTime() > stepUpWindowMs(ctx))
    throw new AppError(403, STEP_UP_REQUIRED, 'enter a code from your authenticator app to confirm this action');
}

/**
 * The operator's own new password, with the partners' rules (customer-portal §8): 417 `invalid` for a wrong old
 * password, `unchanged`, the password policy; every other session of the operator ends, this one stays.
 */
export async function changePassword(
  ctx: AppContext,
  o: { operatorId: string; token: string; body: ChangePasswordBody; actor: Actor },
): Promise<PasswordChanged> {
  const op = await repo.operatorById(ctx.db, o.operatorId);
  if (!op || !(await verifyPassword(op.passwordHash ?? undefined, o.body.oldPassword)))
    throw invalid('invalid', 'oldPassword', 'invalid old password');
  if (o.body.newPassword === o.body.oldPassword) throw invalid('unchanged', 'newPassword', 'new password unchanged');
  checkPasswordStrength(o.body.newPassword, { field: 'newPassword', userInputs: [op.email] });
  const hash = await hashPassword(o.body.newPassword);
  const endedSessions = await ctx.db.transaction(async (tx) => {
    const ended = await repo.setPassword(tx, { id: op.id, hash, keepTokenHash: sha256(o.token) });
    await auditPlatform(tx, ctx.now(), {
      actor: o.actor,
      action: 'operator.password_changed',
      target: op.id,
      changes: { endedSessions: ended },
    });
    return ended;
  });
  return { ok: true, endedSessions };
}

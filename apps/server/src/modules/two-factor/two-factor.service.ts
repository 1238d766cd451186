import crypto from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import {
  STEP_UP_REQUIRED,
  TWO_FACTOR,
  TWO_FACTOR_DISABLED_MESSAGE,
  USER_EVENTS,
  isTotpCode,
  twoFactorRequiredFor,
  type TwoFactorAction,
  type TwoFactorEnrolment,
  type StepUpAnswer,
  type TwoFactorRecoveryCodes,
  type TwoFactorStatus,
} from '@portal/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/db';
import { AppError, invalid } from '../../lib/errors';
import { sha256 } from '../../lib/crypto';
import { iso } from '../../lib/dates';
import { verifyPassword } from '../../lib/password';
import { endOtherSessions, passwordHashOf } from '../account/account.service';
import { record, type Actor } from '../audit/audit.service';
import * as repo from './two-factor.repository';

export { markStepUp } from './two-factor.repository';
import { forgetSessions } from '../../infra/session-cache';

/** Who acts, for the audit log: the user's partner (null: nothing to log) and the request's actor. */
interface Acting {
  partnerId: string | null;
  actor: Actor;
}

const codeInvalid = () => invalid('two_factor_code_invalid', 'code', '');
/** Salted with the user id: one table of precomputed hashes does not fit every user. */
const recoveryHash = (userId: string, code: string) => sha256(`${userId}:${code}`);

function newRecoveryCode(): string {
  const { recoveryAlphabet: abc, recoveryCodeLength: n } = TWO_FACTOR;
  return Array.from({ length: n }, () => abc[crypto.randomInt(abc.length)]).join('');
}

/**
 * The time step the code belongs to (current one ± toleranceSteps), or null; never one at or before `after`.
 * Also the operator console's check: one TOTP implementation for partners and operators.
 */
export async function matchTotp(ctx: AppContext, secret: string, code: string, after: number | null): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(ctx.now().getTime() / 1000),
    period: TWO_FACTOR.periodSeconds,
    epochTolerance: TWO_FACTOR.periodSeconds * TWO_FACTOR.toleranceSteps,
    ...(after == null ? {} : { afterTimeStep: after }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

function notify(ctx: AppContext, userId: string, enabled: boolean) {
  ctx.realtime.toUser(userId, 'user', USER_EVENTS.update, { kind: 'two-factor', enabled });
}

export async function getStatus(ctx: AppContext, o: { userId: string }): Promise<TwoFactorStatus> {
  const s = await repo.loadState(ctx.db, o.userId);
  return { enabled: s?.enabled === true, enabledDate: s?.enabledDate ?? null, recoveryCodesLeft: s?.enabled ? s.codesLeft : 0 };
}

/** A new secret (kept sealed until confirmed), its otpauth URI and QR code; replaces an unconfirmed one. */
export async function startEnrolment(
  ctx: AppContext,
  o: { userId: string; email: string; agent: string | null; password: string },
): Promise<TwoFactorEnrolment> {
  if (await repo.isEnabled(ctx.db, o.userId))
    throw invalid('two_factor_already_enabled', 'CUSTOM_MESSAGE', 'two-factor authentication is already enabled');
  // setting it up asks for the password: a session left open is not enough to tie an authenticator to the account
  if (!(await verifyPassword(await passwordHashOf(ctx.db, o.userId), o.password))) throw invalid('invalid', 'password', 'invalid password');
  const at = ctx.now();
  const enrolment = await newTotpEnrolment({ issuer: ctx.brands.get(o.agent).name, label: o.email, at });
  await repo.saveEnrolment(ctx.db, { userId: o.userId, sealed: ctx.box.seal(enrolment.secret), at });
  return enrolment;
}

/** A new TOTP secret, its otpauth URI and QR code, valid for `TWO_FACTOR.enrolmentTtlMs` from `at` (partners and operators). */
export async function newTotpEnrolment(o: { issuer: string; label: string; at: Date }): Promise<TwoFactorEnrolment> {
  const secret = generateSecret();
  const otpauthUri = generateURI({ issuer: o.issuer, label: o.label, secret, period: TWO_FACTOR.periodSeconds });
  const qrCode = await QRCode.toDataURL(otpauthUri, { errorCorrectionLevel: 'M', margin: 2, width: 232 });
  return { secret, otpauthUri, qrCode, expiresDate: iso(new Date(o.at.getTime() + TWO_FACTOR.enrolmentTtlMs))! };
}

/**
 * The first current code turns two-factor on; answers the ten recovery codes, the only time they are
 * shown. Every other session of the user ends (as a password change does): only the one that proved the code stays.
 */
export async function confirmEnrolment(
  ctx: AppContext,
  o: Acting & { userId: string; code: string; tokenHash: string },
): Promise<TwoFactorRecoveryCodes> {
  const recoveryCodes = Array.from({ length: TWO_FACTOR.recoveryCodes }, newRecoveryCode);
  const at = ctx.now();
  const ended = await ctx.db.transaction(async (tx) => {
    const started = await repo.loadEnrolment(tx, o.userId);
    if (!started || new Date(started.createdAt).getTime() + TWO_FACTOR.enrolmentTtlMs < at.getTime()) {
      throw invalid('two_factor_not_started', 'code', '');
    }
    const step = await matchTotp(ctx, ctx.box.open(started.secret), o.code, null);
    if (step === null) throw codeInvalid();
    const codeHashes = recoveryCodes.map((c) => recoveryHash(o.userId, c));
    await repo.enable(tx, { userId: o.userId, sealed: started.secret, step, at, codeHashes });
    // the code just entered is this session's step-up
    await repo.markStepUp(tx, o.tokenHash, at);
    if (o.partnerId) await record(tx, { partnerId: o.partnerId, at, actor: o.actor, action: 'two_factor.enabled', target: o.userId });
    return endOtherSessions(tx, { userId: o.userId, keepTokenHash: o.tokenHash });
  });
  if (ended > 0) await forgetSessions(ctx, { userId: o.userId });
  if (ended > 0) await ctx.realtime.sweep().catch((err: Error) => ctx.log.warn({ err }, 'socket sweep after enabling two-factor failed'));
  notify(ctx, o.userId, true);
  return { recoveryCodes };
}

/** A current code (each time step once) or an unused recovery code (then spent); else 417. */
async function spendCode(ctx: AppContext, q: Queryable, o: { userId: string; state: repo.TwoFactorRow; code: string }) {
  if (isTotpCode(o.code)) {
    const after = o.state.lastStep == null ? null : Number(o.state.lastStep);
    const step = o.state.secret ? await matchTotp(ctx, ctx.box.open(o.state.secret), o.code, after) : null;
    if (step === null || !(await repo.claimStep(q, o.userId, step))) throw codeInvalid();
    return;
  }
  const spent = await repo.useRecoveryCode(q, { userId: o.userId, codeHash: recoveryHash(o.userId, o.code), at: ctx.now() });
  if (!spent) throw invalid('recovery_code_invalid', 'code', '');
}

/** Turning it off needs a current code or a recovery code; the secret and the codes are deleted. */
export async function disable(ctx: AppContext, o: Acting & { userId: string; code: string }): Promise<TwoFactorStatus> {
  const state = await repo.loadState(ctx.db, o.userId);
  if (!state?.enabled) throw invalid('two_factor_not_enabled', 'code', '');
  await ctx.db.transaction(async (tx) => {
    // the code in the request is the step-up of this sensitive action
    await spendCode(ctx, tx, { userId: o.userId, state, code: o.code });
    await repo.disable(tx, o.userId);
    if (o.partnerId) {
      const actor = o.actor;
      await record(tx, { partnerId: o.partnerId, at: ctx.now(), actor, action: 'two_factor.disabled', target: o.userId });
    }
  });
  notify(ctx, o.userId, false);
  return { enabled: false, enabledDate: null, recoveryCodesLeft: 0 };
}

/**
 * Sign-in, after the password: nothing to do when two-factor is off; else 417 two_factor_required
 * without a code (no session is made), and a wrong or used code answers 417 like a wrong password.
 */
export async function checkLoginCode(ctx: AppContext, o: { userId: string; code?: string }): Promise<boolean> {
  const state = await repo.loadState(ctx.db, o.userId);
  if (!state?.enabled) return false;
  if (!o.code) throw invalid('two_factor_required', 'code', '');
  await spendCode(ctx, ctx.db, { userId: o.userId, state, code: o.code });
  return true;
}

/** How long a step-up lasts: STEP_UP_WINDOW_SECONDS, by default `STEP_UP.windowMs`. */
const stepUpWindowMs = (ctx: AppContext) => ctx.env.STEP_UP_WINDOW_SECONDS * 1000;

/**
 * Step-up: marks the session, so sensitive actions go through for the step-up window. With two-factor on it takes a
 * current code (or a recovery code); with it off, the account password (a session left open is not enough).
 */
export async function stepUp(
  ctx: AppContext,
  o: { userId: string; code?: string; password?: string; tokenHash: string },
): Promise<StepUpAnswer> {
  const state = await repo.loadState(ctx.db, o.userId);
  const at = ctx.now();
  if (state?.enabled) {
    if (!o.code) throw invalid('two_factor_required', 'code', '');
    await ctx.db.transaction(async (tx) => {
      await spendCode(ctx, tx, { userId: o.userId, state, code: o.code! });
      await repo.markStepUp(tx, o.tokenHash, at);
    });
  } else {
    if (!o.password) throw invalid('validation_error', 'password', '');
    if (!(await verifyPassword(await passwordHashOf(ctx.db, o.userId), o.password)))
      throw invalid('invalid', 'password', 'invalid password');
    await repo.markStepUp(ctx.db, o.tokenHash, at);
  }
  return { stepUpUntil: new Date(at.getTime() + stepUpWindowMs(ctx)).toISOString() };
}

/**
 * The guard of a sensitive action. A brand that lists the action (or its area) refuses it with 403 'two factor auth
 * is disabled' while two-factor is off (partner-portal §8). Otherwise the session needs a re-authentication within
 * the step-up window (a code, or the password without two-factor; signing in counts), else 403 step_up_required.
 */
export async function assertStepUp(
  ctx: AppContext,
  o: { userId: string; agent: string | null; tokenHash: string; action: TwoFactorAction },
): Promise<void> {
  const enabled = await repo.isEnabled(ctx.db, o.userId);
  if (!enabled && twoFactorRequiredFor(ctx.brands.get(o.agent).twoFactorActions, o.action))
    throw new AppError(403, 'two_factor_required', TWO_FACTOR_DISABLED_MESSAGE);
  const at = await repo.stepUpAt(ctx.db, o.tokenHash);
  if (!at || ctx.now().getTime() - new Date(at).getTime() > stepUpWindowMs(ctx)) {
    const what = enabled ? 'a code from your authenticator app' : 'your password';
    throw new AppError(403, STEP_UP_REQUIRED, `enter ${what} to confirm this action`);
  }
}

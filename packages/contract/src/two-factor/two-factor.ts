import { z } from 'zod/mini';

/**
 * Two-factor sign-in: TOTP (RFC 6238: 6 digits, 30 s) enrolled at /wallet/security, ten
 * one-time recovery codes, and brand rules naming the actions that need it (partner-portal §8).
 */
export const TWO_FACTOR = {
  digits: 6,
  periodSeconds: 30,
  /** codes of the time step before and after the current one are accepted too (clock drift) */
  toleranceSteps: 1,
  recoveryCodes: 10,
  recoveryCodeLength: 10,
  /** lower-case letters and digits without the look-alikes i, l, o, 0, 1 */
  recoveryAlphabet: 'abcdefghjkmnpqrstuvwxyz23456789',
  /** a started enrolment must be confirmed within this time */
  enrolmentTtlMs: 15 * 60_000,
  /** confirm and disable attempts per user and window (wrong codes also count on login, per account) */
  attempts: { max: 10, windowMs: 15 * 60_000 },
} as const;

/**
 * Sensitive actions: each needs a re-authentication in the last `STEP_UP.windowMs` (step-up: a code with two-factor
 * on, else the password; signing in counts); a brand's `twoFactorActions` can also require two-factor for them.
 */
export const TWO_FACTOR_ACTIONS = [
  'secrets.create',
  'secrets.delete',
  'secrets.roll',
  'webhooks.create',
  'webhooks.update',
  'webhooks.delete',
  'webhooks.reveal',
  'webhooks.roll',
  'webhooks.replay',
  'webhooks.recover',
  'team.invite',
  'team.remove',
  'team.role',
  'team.owner',
  'two-factor.disable',
] as const;
export type TwoFactorAction = (typeof TWO_FACTOR_ACTIONS)[number];
/** What a brand may list: an action, or an area ("secrets") meaning every action (verb) in it. */
export const TWO_FACTOR_RULES = [...TWO_FACTOR_ACTIONS, 'secrets', 'webhooks', 'team'] as const;
export type TwoFactorRule = (typeof TWO_FACTOR_RULES)[number];
/** A brand's `twoFactorActions` when its file leaves them out and NODE_ENV=production: keys, webhooks and team. */
export const TWO_FACTOR_RULES_PRODUCTION: TwoFactorRule[] = ['secrets', 'webhooks', 'team'];

export function twoFactorRequiredFor(rules: readonly string[], action: TwoFactorAction): boolean {
  return rules.some((rule) => rule === action || action.startsWith(`${rule}.`));
}

/** A code as typed: spaces and hyphens dropped, lower case (recovery codes are shown in groups). */
export const normalizeCode = (raw: string): string => raw.replace(/[\s-]/g, '').toLowerCase();

export const totpCode = z.string().check(z.regex(/^\d{6}$/, 'six_digits'), z.describe('the six-digit code of the authenticator app'));
export const recoveryCode = z.string().check(z.regex(/^[a-z0-9]{10}$/, 'recovery_code'), z.describe('a one-time recovery code'));
export const isTotpCode = (code: string) => /^\d{6}$/.test(code);

/**
 * Step-up: how long a code entered in this session covers sensitive actions (the default); a deployment may set
 * it with STEP_UP_WINDOW_SECONDS within `windowSeconds` (shorter is stricter: more prompts, never fewer).
 */
export const STEP_UP = { windowMs: 5 * 60_000, windowSeconds: { min: 5, max: 60 * 60 } } as const;
/** The 403 error code of a sensitive action whose session has no fresh step-up; the web app asks for a code and retries. */
export const STEP_UP_REQUIRED = 'step_up_required';

/** A brand's `twoFactorActions`: what its partners may do only with two-factor authentication on. */
export const twoFactorRules = z
  .array(z.enum(TWO_FACTOR_RULES))
  .check(z.describe('actions (or areas) that answer 403 "two factor auth is disabled" until two-factor authentication is enabled'));

/**
 * A code field as the user types it (spaces, hyphens, capitals allowed), checked as the server will:
 * 'totp' six digits, 'recovery' a recovery code, 'either' one or the other. Messages are codes the
 * web app translates: 'six_digits' ('Six digits are required', customer-portal §8) or 'recovery_code'.
 */
export function typedCode(kind: 'totp' | 'recovery' | 'either') {
  const either = z.union([totpCode, recoveryCode], {
    error: (issue) => (/^\d*$/.test(String(issue.input ?? '')) ? 'six_digits' : 'recovery_code'),
  });
  return z.pipe(z.pipe(z.string(), z.transform(normalizeCode)), kind === 'totp' ? totpCode : kind === 'recovery' ? recoveryCode : either);
}
export const twoFactorCodeForm = (kind: 'totp' | 'recovery' | 'either') => z.object({ code: typedCode(kind) });
export type TwoFactorCodeFormValues = z.input<ReturnType<typeof twoFactorCodeForm>>;

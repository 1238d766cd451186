import { z } from 'zod/mini';
import { isoDateTime } from '../common/primitives';
import { defineRoutes } from '../common/route';
import { recoveryCode, totpCode } from './two-factor';

// The calls' own bodies and answers: here, not in two-factor.ts, whose codes, rules and code form the web app's first
// download needs (the sign-in's code step, the brand's rules) without these.

export const twoFactorStatus = z
  .object({
    enabled: z.boolean(),
    enabledDate: z.nullable(isoDateTime),
    recoveryCodesLeft: z.int(),
  })
  .register(z.globalRegistry, { id: 'TwoFactorStatus' });
export type TwoFactorStatus = z.infer<typeof twoFactorStatus>;

export const twoFactorEnrolment = z
  .object({
    secret: z.string().check(z.describe('base32 secret, for entering by hand')),
    otpauthUri: z.string().check(z.describe('otpauth://totp/… URI the QR code carries')),
    qrCode: z.string().check(z.describe('the QR code as a PNG data URL')),
    expiresDate: isoDateTime.check(z.describe('confirm with a current code before this time')),
  })
  .register(z.globalRegistry, { id: 'TwoFactorEnrolment' });
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolment>;

/** With two-factor on, a code (a password alone is not a second factor); with it off, the account password. */
export const stepUpBody = z
  .object({
    code: z.optional(z.union([totpCode, recoveryCode])),
    password: z.optional(z.string().check(z.minLength(1), z.maxLength(128), z.describe('only when two-factor is off'))),
  })
  .register(z.globalRegistry, { id: 'StepUpBody' });
export type StepUpBody = z.infer<typeof stepUpBody>;
export const stepUpAnswer = z
  .object({ stepUpUntil: isoDateTime.check(z.describe('sensitive actions need no new code until this time')) })
  .register(z.globalRegistry, { id: 'StepUpAnswer' });
export type StepUpAnswer = z.infer<typeof stepUpAnswer>;

/** Setting up two-factor asks for the account password first. */
export const twoFactorStartBody = z
  .object({ password: z.string().check(z.minLength(1), z.maxLength(128)) })
  .register(z.globalRegistry, { id: 'TwoFactorStartBody' });
export type TwoFactorStartBody = z.infer<typeof twoFactorStartBody>;

export const twoFactorConfirmBody = z.object({ code: totpCode }).register(z.globalRegistry, { id: 'TwoFactorConfirmBody' });
export type TwoFactorConfirmBody = z.infer<typeof twoFactorConfirmBody>;

export const twoFactorRecoveryCodes = z
  .object({ recoveryCodes: z.array(z.string()).check(z.describe('shown once; each signs in once instead of a code')) })
  .register(z.globalRegistry, { id: 'TwoFactorRecoveryCodes' });
export type TwoFactorRecoveryCodes = z.infer<typeof twoFactorRecoveryCodes>;

export const twoFactorDisableBody = z
  .object({ code: z.union([totpCode, recoveryCode]).check(z.describe('a current six-digit code or a recovery code')) })
  .register(z.globalRegistry, { id: 'TwoFactorDisableBody' });
export type TwoFactorDisableBody = z.infer<typeof twoFactorDisableBody>;

/** Two-factor sign-in of the signed-in user: status, enrolment with a current code, turning it off. */
export const TWO_FACTOR_API = defineRoutes({
  status: { method: 'GET', path: '/api-portal/user/two-factor', responses: { 200: twoFactorStatus } },
  start: {
    method: 'POST',
    path: '/api-portal/user/two-factor/enrolment',
    body: twoFactorStartBody,
    responses: { 200: twoFactorEnrolment },
  },
  confirm: {
    method: 'POST',
    path: '/api-portal/user/two-factor/enrolment/confirm',
    body: twoFactorConfirmBody,
    responses: { 200: twoFactorRecoveryCodes },
  },
  stepUp: { method: 'POST', path: '/api-portal/two-factor/step-up', body: stepUpBody, responses: { 200: stepUpAnswer } },
  disable: { method: 'POST', path: '/api-portal/user/two-factor/disable', body: twoFactorDisableBody, responses: { 200: twoFactorStatus } },
});

import { z } from 'zod/mini';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { newPassword } from '../common/primitives';

/** Phone figures: an international number has 4 to 15 digits with its calling code (E.164). */
export const PHONE_LIMITS = { digitsMin: 4, digitsMax: 15, codeMaxLength: 9, numberMaxLength: 15 } as const;

/** An international dialing code: optional '+', 1-3 digits, optionally '-' and 1-4 more (e.g. +39, 1-340). */
export const DIAL_CODE = /^\+?\d{1,3}(-\d{1,4})?$/;
const digitCount = (s: string) => s.replace(/\D/g, '').length;
const inDigitRange = (s: string) => digitCount(s) >= PHONE_LIMITS.digitsMin && digitCount(s) <= PHONE_LIMITS.digitsMax;

/** The payload: '+' code [-area] number, as registration stores it (e.g. +393471234567, +1-3401234567). */
export const changePhoneBody = z
  .object({
    newPhoneNumber: z
      .string()
      .check(
        z.regex(/^\+\d{1,3}(-\d{1,4})?\d+$/, 'phone_format'),
        z.refine(inDigitRange, { message: 'phone_length' }),
        z.describe('+code followed by the number, 4-15 digits in all'),
      ),
  })
  .register(z.globalRegistry, { id: 'ChangePhone' });
export type ChangePhoneBody = z.infer<typeof changePhoneBody>;

/**
 * The edit-phone form (customer-portal §5): the code is required and must look like a dialing code
 * ('Invalid phone code'); the number is required, a number ('That doesn't look like a phone
 * number'), positive ('A phone number can't start with a minus') and whole ('A phone number can't
 * include a decimal point'). Messages are codes the web app translates. One more rule keeps the
 * server's answer from surprising the user: code and number together have 4 to 15 digits.
 */
export const phoneForm = z
  .object({
    code: z.string().check(
      z.superRefine((v, ctx) => {
        const s = v.trim();
        if (!s) ctx.addIssue({ code: 'custom', message: 'required' });
        else if (!DIAL_CODE.test(s)) ctx.addIssue({ code: 'custom', message: 'phone_code_invalid' });
      }),
    ),
    phone: z.string().check(
      z.superRefine((v, ctx) => {
        const s = v.trim();
        const issue = (message: string) => ctx.addIssue({ code: 'custom', message });
        if (!s) issue('required');
        else if (!/^-?(\d+\.?\d*|\.\d+)$/.test(s) || /^[0.]+$/.test(s)) issue('phone_not_number');
        else if (s.startsWith('-')) issue('phone_negative');
        else if (s.includes('.')) issue('phone_decimal');
      }),
    ),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (DIAL_CODE.test(v.code.trim()) && /^\d+$/.test(v.phone.trim()) && !inDigitRange(v.code + v.phone)) {
        ctx.addIssue({ code: 'custom', message: 'phone_length', path: ['phone'] });
      }
    }),
  );
export type PhoneForm = z.infer<typeof phoneForm>;

/** Form → payload: '+39' and '3471234567' → '+393471234567'. */
export function toNewPhoneNumber(f: PhoneForm): ChangePhoneBody {
  return { newPhoneNumber: `+${f.code.trim().replace(/^\+/, '')}${f.phone.trim()}` };
}

/** A stored number split for the form: '+393471234567' → { code: '+39', phone: '3471234567' }. */
export function splitPhoneNumber(stored: string | null | undefined): PhoneForm {
  if (!stored) return { code: '', phone: '' };
  const parsed = parsePhoneNumberFromString(stored.replace(/-/g, ''));
  if (parsed) return { code: `+${parsed.countryCallingCode}`, phone: String(parsed.nationalNumber) };
  return { code: '', phone: stored.replace(/\D/g, '') };
}

/** Change password (customer-portal §5, §7): the server's payload and the form with its confirmation. */
export const changePasswordBody = z
  .object({ oldPassword: z.string().check(z.minLength(1), z.maxLength(256)), newPassword })
  .register(z.globalRegistry, { id: 'ChangePassword' });
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

export const changePasswordForm = z
  .object({
    oldPassword: z.string().check(z.minLength(1, 'required'), z.maxLength(256)),
    newPassword: z.pipe(z.string().check(z.minLength(1, 'required')), newPassword),
    confirmPassword: z.string().check(z.minLength(1, 'required')),
  })
  .check(z.refine((v) => v.newPassword === v.confirmPassword, { message: 'password_mismatch', path: ['confirmPassword'] }));
export type ChangePasswordForm = z.infer<typeof changePasswordForm>;

/** Answers of the two calls: the updated user comes from GET /user/me; other sessions end on a new password. */
export const passwordChanged = z
  .object({ ok: z.literal(true), endedSessions: z.int().check(z.nonnegative(), z.describe('other sessions of the user that ended')) })
  .register(z.globalRegistry, { id: 'PasswordChanged' });
export type PasswordChanged = z.infer<typeof passwordChanged>;

import { z } from 'zod/mini';
import { LIMITS, PASSWORD_SPECIALS } from './constants';

/** Money travels as a decimal string with two fixed decimals, never a float. */
export const money = z.string().check(z.regex(/^-?\d+\.\d{2}$/), z.describe('decimal amount, 2 fixed decimals'));
export const isoDateTime = z.string().check(z.describe('ISO-8601 date-time'));
export const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/), z.describe('yyyy-MM-dd'));
export const currency = z.string().check(z.regex(/^[A-Z]{3}$/), z.describe('ISO 4217 currency code'));
export const email = z.email().check(z.maxLength(LIMITS.emailMax));
export const country3 = z.string().check(z.regex(/^[A-Z]{3}$/), z.describe('ISO 3166-1 alpha-3 country code'));

const escaped = PASSWORD_SPECIALS.replace(/[$*?]/g, '\\$&');
export const PASSWORD_RULES = {
  length: (p: string) => p.length >= LIMITS.passwordMin,
  lowerUpper: (p: string) => /[a-z]/.test(p) && /[A-Z]/.test(p),
  digitSpecial: (p: string) => /\d/.test(p) && new RegExp(`[${escaped}]`).test(p),
} as const;
export type PasswordRule = keyof typeof PASSWORD_RULES;

/** A new password: every rule of the live checklist (partner-portal §5, customer-portal §5). */
export const newPassword = z.string().check(
  z.maxLength(LIMITS.passwordMax),
  z.refine(PASSWORD_RULES.length, { message: 'password_length' }),
  z.refine((p) => PASSWORD_RULES.lowerUpper(p) && PASSWORD_RULES.digitSpecial(p), {
    message: 'password_complexity',
  }),
);

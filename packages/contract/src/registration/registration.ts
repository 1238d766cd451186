import { z } from 'zod/mini';
import { isValidPhoneNumber } from 'libphonenumber-js';
import { LANGUAGES, LIMITS } from '../common/constants';
import { country3, email, newPassword } from '../common/primitives';

/**
 * Countries where services are available (ISO 3166-1 alpha-3): the EU/EEA, Switzerland and the
 * United Kingdom. Every other code (including sanctioned or high-risk jurisdictions) is restricted:
 * the form shows 'No services are available in your country' and the server refuses it.
 */
export const ALLOWED_COUNTRIES = [
  'AUT',
  'BEL',
  'BGR',
  'HRV',
  'CYP',
  'CZE',
  'DNK',
  'EST',
  'FIN',
  'FRA',
  'DEU',
  'GRC',
  'HUN',
  'IRL',
  'ITA',
  'LVA',
  'LTU',
  'LUX',
  'MLT',
  'NLD',
  'POL',
  'PRT',
  'ROU',
  'SVK',
  'SVN',
  'ESP',
  'SWE',
  'ISL',
  'LIE',
  'NOR',
  'CHE',
  'GBR',
] as const;
/** Alpha-3 → alpha-2 for the countries the forms list (names come from Intl.DisplayNames). */
export const COUNTRY_ALPHA2: Record<string, string> = {
  AUT: 'AT',
  BEL: 'BE',
  BGR: 'BG',
  HRV: 'HR',
  CYP: 'CY',
  CZE: 'CZ',
  DNK: 'DK',
  EST: 'EE',
  FIN: 'FI',
  FRA: 'FR',
  DEU: 'DE',
  GRC: 'GR',
  HUN: 'HU',
  IRL: 'IE',
  ITA: 'IT',
  LVA: 'LV',
  LTU: 'LT',
  LUX: 'LU',
  MLT: 'MT',
  NLD: 'NL',
  POL: 'PL',
  PRT: 'PT',
  ROU: 'RO',
  SVK: 'SK',
  SVN: 'SI',
  ESP: 'ES',
  SWE: 'SE',
  ISL: 'IS',
  LIE: 'LI',
  NOR: 'NO',
  CHE: 'CH',
  GBR: 'GB',
  USA: 'US',
  CAN: 'CA',
  BRA: 'BR',
  MEX: 'MX',
  ARG: 'AR',
  CHN: 'CN',
  IND: 'IN',
  JPN: 'JP',
  KOR: 'KR',
  AUS: 'AU',
  RUS: 'RU',
  BLR: 'BY',
  UKR: 'UA',
  TUR: 'TR',
  ARE: 'AE',
  SAU: 'SA',
  ISR: 'IL',
  EGY: 'EG',
  NGA: 'NG',
  ZAF: 'ZA',
  IRN: 'IR',
  PRK: 'KP',
  SYR: 'SY',
  CUB: 'CU',
  ALB: 'AL',
  SRB: 'RS',
  MKD: 'MK',
  MNE: 'ME',
  BIH: 'BA',
  MDA: 'MD',
};
/** Every country the forms offer; those outside ALLOWED_COUNTRIES show 'No services are available in your country'. */
export const FORM_COUNTRIES = Object.keys(COUNTRY_ALPHA2);
export const isAllowedCountry = (c: string) => (ALLOWED_COUNTRIES as readonly string[]).includes(c);

export const REGISTRATION_MESSAGES = {
  email_taken: 'An account with your provided email has already been created',
  email_invalid: 'Your provided email is invalid',
  invitation_code_invalid: 'Your provided invitation code is invalid',
  invitation_expired: 'Your invitation has expired: ask the account owner for a new one',
  region_restricted: 'No services are available in your country',
} as const;

const name = z.string().check(z.trim(), z.minLength(LIMITS.nameMin, 'name_length'), z.maxLength(LIMITS.nameMax, 'name_length'));
const company = z
  .string()
  .check(z.trim(), z.minLength(LIMITS.companyMin, 'company_length'), z.maxLength(LIMITS.companyMax, 'company_length'));
const allowedCountry = country3.check(z.refine(isAllowedCountry, { message: 'country_not_allowed' }));

/** Parses dd/MM/yyyy or yyyy-MM-dd into [y, m, d]; null when not a real calendar date. */
export function parseBirthDate(s: string): [number, number, number] | null {
  let m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(s);
  let y: number, mo: number, d: number;
  if (m) [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  else {
    m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
    if (!m) return null;
    [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  }
  const dt = new Date(Date.UTC(y, mo - 1, d));
  if (dt.getUTCFullYear() !== y || dt.getUTCMonth() !== mo - 1 || dt.getUTCDate() !== d) return null;
  return [y, mo, d];
}

/** Whole years between a birth date and `now` (UTC calendar). */
export function ageOn(b: [number, number, number], now: Date): number {
  const [y, m, d] = b;
  let age = now.getUTCFullYear() - y;
  if (now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d)) age -= 1;
  return age;
}

export const birthDateField = (now: () => Date = () => new Date()) =>
  z.string().check(
    z.refine((s) => parseBirthDate(s) != null, { message: 'birth_date_format' }),
    z.refine(
      (s) => {
        const b = parseBirthDate(s);
        return !b || Date.UTC(b[0], b[1] - 1, b[2]) <= now().getTime();
      },
      { message: 'birth_date_future' },
    ),
    z.refine(
      (s) => {
        const b = parseBirthDate(s);
        return !b || Date.UTC(b[0], b[1] - 1, b[2]) > now().getTime() || ageOn(b, now()) >= LIMITS.minimumAgeYears;
      },
      { message: 'birth_date_underage' },
    ),
  );

const passwordPair = { password: newPassword, passwordConfirm: z.string() };
const samePassword = (v: { password: string; passwordConfirm: string }) => v.password === v.passwordConfirm;
/** Checked even while other fields are still wrong, so the form says so as soon as both are typed. */
const mismatch = {
  message: 'password_mismatch',
  path: ['passwordConfirm'],
  when: (p: { value: unknown }) => {
    const v = p.value as { password?: unknown; passwordConfirm?: unknown } | null;
    return typeof v?.password === 'string' && typeof v.passwordConfirm === 'string';
  },
};
const mustTick = z.literal(true, { message: 'must_accept' });

/** The developer (individual) form: every rule of partner-portal §5. */
export const individualForm = (now?: () => Date) =>
  z
    .object({
      firstName: name,
      lastName: name,
      email,
      ...passwordPair,
      country: allowedCountry,
      countryCode: z.string().check(z.regex(/^\d+(-\d+)?$/, 'country_code_format')),
      phoneNumber: z
        .string()
        .check(
          z.regex(/^\d+$/, 'phone_digits'),
          z.minLength(LIMITS.individualPhoneMin, 'phone_length'),
          z.maxLength(LIMITS.individualPhoneMax, 'phone_length'),
        ),
      birthDate: birthDateField(now),
      invitationCode: z.string().check(z.trim(), z.minLength(1, 'required')),
      terms: mustTick,
      aml: mustTick,
    })
    .check(z.refine(samePassword, mismatch));
export type IndividualForm = z.infer<ReturnType<typeof individualForm>>;

/** Business phone: + or 1-9 first, digits only, at least 4 characters, a valid international number. */
export const businessPhone = z.string().check(
  z.regex(/^[+1-9]\d*$/, 'phone_format'),
  z.minLength(LIMITS.businessPhoneMin, 'phone_format'),
  z.refine((p) => isValidPhoneNumber(p.startsWith('+') ? p : `+${p}`), { message: 'phone_invalid' }),
);

export const businessForm = z
  .object({
    email,
    ...passwordPair,
    companyName: company,
    companyRegNumber: company,
    companyAddress: company,
    companyCountry: allowedCountry,
    phoneNumber: businessPhone,
    terms: mustTick,
    aml: mustTick,
  })
  .check(z.refine(samePassword, mismatch));
export type BusinessForm = z.infer<typeof businessForm>;

/** Not in partner-portal §7: the portal's chosen language for the user's mails (else the browser's Accept-Language). */
const mailLanguage = z.optional(z.enum(LANGUAGES)).check(z.describe('language of the e-mails (en, it); default from Accept-Language'));

/** Server payloads (partner-portal §7). */
export const individualRegisterBody = z
  .object({
    businessOwnerAccount: z.literal(false),
    email: z.string().check(z.maxLength(LIMITS.emailMax)),
    country: country3,
    password: newPassword,
    firstName: name,
    lastName: name,
    birthDate: z.string().check(z.regex(/^\d{2}-\d{2}-\d{4}$/, 'birth_date_format'), z.describe('MM-dd-yyyy')),
    mobileNumber: z.string().check(z.regex(/^\+\d+(-\d+)?\d*$/, 'phone_format'), z.maxLength(32), z.describe('+code+number')),
    invitationCode: z.string().check(z.trim(), z.minLength(1), z.maxLength(128)),
    language: mailLanguage,
  })
  .register(z.globalRegistry, { id: 'IndividualRegistration' });
export const businessRegisterBody = z
  .object({
    businessOwnerAccount: z.literal(true),
    email: z.string().check(z.maxLength(LIMITS.emailMax)),
    password: newPassword,
    companyName: company,
    companyRegNumber: company,
    companyAddress: company,
    companyCountry: country3,
    mobileNumber: businessPhone,
    language: mailLanguage,
  })
  .register(z.globalRegistry, { id: 'BusinessRegistration' });
export const registerBody = z
  .discriminatedUnion('businessOwnerAccount', [individualRegisterBody, businessRegisterBody])
  .register(z.globalRegistry, { id: 'Registration' });
export type RegisterBody = z.infer<typeof registerBody>;

/** dd/MM/yyyy or yyyy-MM-dd → MM-dd-yyyy for the payload. */
export function toPayloadBirthDate(s: string): string {
  const b = parseBirthDate(s);
  if (!b) return s;
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(b[1])}-${p(b[2])}-${b[0]}`;
}

export function toIndividualPayload(f: IndividualForm): z.infer<typeof individualRegisterBody> {
  return {
    businessOwnerAccount: false,
    email: f.email,
    country: f.country,
    password: f.password,
    firstName: f.firstName,
    lastName: f.lastName,
    birthDate: toPayloadBirthDate(f.birthDate),
    mobileNumber: `+${f.countryCode}${f.phoneNumber}`,
    invitationCode: f.invitationCode.trim(),
  };
}
export function toBusinessPayload(f: BusinessForm): z.infer<typeof businessRegisterBody> {
  return {
    businessOwnerAccount: true,
    email: f.email,
    password: f.password,
    companyName: f.companyName,
    companyRegNumber: f.companyRegNumber,
    companyAddress: f.companyAddress,
    companyCountry: f.companyCountry,
    mobileNumber: f.phoneNumber.startsWith('+') ? f.phoneNumber : `+${f.phoneNumber}`,
  };
}

export const countriesAnswer = z.array(z.object({ countryCode: country3 })).register(z.globalRegistry, { id: 'Countries' });

export const resetForm = z.object({ password: newPassword, passwordConfirm: z.string() }).check(z.refine(samePassword, mismatch));

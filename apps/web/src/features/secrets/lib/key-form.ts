import { z } from 'zod/mini';
import { KEY_ACCESS, KEY_ALLOWED_IPS_MAX, PARTNER_SCOPES, allowedIp, isoDate, secretBody, type SecretBody } from '@portal/contract';
import type { IssueKeys } from '../../../lib/form-issues';

/** The addresses of the IP list field: one per line (commas and spaces also separate). */
export const ipLines = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** Today as yyyy-MM-dd in the browser's time zone: the first day an expiry may fall on is tomorrow. */
export const localDay = (d = new Date()) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/**
 * The generate form: the contract's label; access and scopes; an optional expiry day (the key stops at
 * the end of that day, local time); the IP list as text. `toSecretBody` turns it into the request body,
 * which the server checks with the same contract schema.
 */
export const keyFormSchema = z
  .object({
    label: secretBody.shape.label,
    access: z.enum(KEY_ACCESS),
    scopes: z.array(z.enum(PARTNER_SCOPES)),
    expiryDay: z.union([z.literal(''), isoDate.check(z.refine((d) => d > localDay(), { message: 'expiry_past' }))]),
    ips: z.string().check(
      z.refine((text) => ipLines(text).every((ip) => allowedIp.safeParse(ip).success), { message: 'ip_or_cidr' }),
      z.refine((text) => ipLines(text).length <= KEY_ALLOWED_IPS_MAX, { message: 'ips_too_many' }),
    ),
  })
  .check(z.refine((v) => v.access !== 'RESTRICTED' || v.scopes.length > 0, { message: 'scopes_required', path: ['scopes'] }));
export type KeyFormValues = z.input<typeof keyFormSchema>;

export const KEY_FORM_DEFAULTS: KeyFormValues = { label: '', access: 'FULL', scopes: [], expiryDay: '', ips: '' };

export const toSecretBody = (v: KeyFormValues): SecretBody => ({
  label: v.label,
  access: v.access,
  scopes: v.access === 'RESTRICTED' ? v.scopes : [],
  expiresDate: v.expiryDay ? new Date(`${v.expiryDay}T23:59:59`).toISOString() : null,
  allowedIps: ipLines(v.ips),
});

/** Catalogue keys (`secrets`) of its issues. */
export const KEY_FORM_ISSUES = {
  'label.required': 'generate.labelRequired',
  label: 'generate.labelTooLong',
  scopes_required: 'generate.scopesRequired',
  expiry_past: 'generate.expiryPast',
  expiryDay: 'generate.expiryInvalid',
  ip_or_cidr: 'generate.ipsInvalid',
  ips_too_many: 'generate.ipsTooMany',
  '*': 'generate.labelTooLong',
} as const satisfies IssueKeys;

import { z } from 'zod/mini';
import { listAnswer } from '../common/list';
import { isoDateTime } from '../common/primitives';
import { LIMITS } from '../common/constants';
import { ENVIRONMENTS } from '../environment/environment';
import { KEY_ACCESS, KEY_ALLOWED_IPS_MAX, KEY_ROLL_OVERLAP_NAMES, PARTNER_SCOPES } from './scopes';

export const secret = z
  .object({
    id: z.string(),
    label: z.string(),
    environment: z
      .enum(ENVIRONMENTS)
      .check(z.describe('the environment the key reads and writes; its token starts with sbx_ (sandbox) or live_ (live)')),
    token: z.string().check(z.describe('the API key, sent as x-app-access-token')),
    secret: z.string().check(z.describe('shown in full only in the answer that generates it; masked afterwards')),
    createdDate: isoDateTime,
    createdBy: z
      .nullable(z.object({ id: z.string(), email: z.string() }))
      .check(z.describe('the member who generated the key (or to whom it was handed); null for a key older than this record')),
    access: z.enum(KEY_ACCESS).check(z.describe('FULL: every call; READ_ONLY: every read; RESTRICTED: only `scopes`')),
    scopes: z.array(z.enum(PARTNER_SCOPES)).check(z.describe('the scopes of a RESTRICTED key (a write scope includes reading)')),
    expiresDate: z.nullable(isoDateTime).check(z.describe('after this moment calls answer 401 key_expired')),
    allowedIps: z.array(z.string()).check(z.describe('addresses and CIDR ranges calls may come from; empty: any')),
    lastUsedDate: z.nullable(isoDateTime),
    lastUsedIp: z.nullable(z.string()).check(z.describe('the address of the last accepted call')),
    previousExpiresDate: z
      .nullable(isoDateTime)
      .check(z.describe('after a roll: until when the previous token/secret pair keeps working (null when none does)')),
  })
  .register(z.globalRegistry, { id: 'Secret' });
export type Secret = z.infer<typeof secret>;

/** One allowlist entry: an IPv4 or IPv6 address, or a CIDR range of either. */
export const allowedIp = z
  .pipe(z.string().check(z.trim(), z.maxLength(64)), z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], { error: 'ip_or_cidr' }))
  .check(z.describe('e.g. 203.0.113.7, 198.51.100.0/24, 2001:db8::1, 2001:db8::/48'));

export const secretBody = z
  .object({
    label: z.string().check(z.trim(), z.minLength(1), z.maxLength(LIMITS.labelMax)),
    access: z._default(z.enum(KEY_ACCESS), 'FULL'),
    scopes: z
      ._default(z.array(z.enum(PARTNER_SCOPES)).check(z.maxLength(PARTNER_SCOPES.length)), [])
      .check(
        z.describe(
          'required (one or more) when RESTRICTED; refused with FULL or READ_ONLY, so a least-privilege request never becomes a wider key',
        ),
      ),
    expiresDate: z.optional(z.nullable(isoDateTime)).check(z.describe('optional; in the future, at most 2 years ahead')),
    allowedIps: z._default(z.array(allowedIp).check(z.maxLength(KEY_ALLOWED_IPS_MAX)), []),
  })
  .check(
    z.refine((b) => b.access !== 'RESTRICTED' || b.scopes.length > 0, { message: 'scopes_required', path: ['scopes'] }),
    // scopes asked for with the default access (FULL) would silently grant every call
    z.refine((b) => b.access === 'RESTRICTED' || b.scopes.length === 0, { message: 'scopes_need_restricted', path: ['scopes'] }),
  )
  .register(z.globalRegistry, { id: 'SecretBody' });
export type SecretBody = z.input<typeof secretBody>;

/** Roll: a new token/secret pair replaces the key; the old pair works for `overlap` more. */
export const secretRollBody = z
  .object({ overlap: z.enum(KEY_ROLL_OVERLAP_NAMES).check(z.describe('how long the old pair keeps working: now, 1h, 24h or 7d')) })
  .register(z.globalRegistry, { id: 'SecretRoll' });
export type SecretRollBody = z.infer<typeof secretRollBody>;

/** At most this many live secrets per partner and environment. */
export const SECRETS_MAX = 20;

/** How the secret is shown after the answer that generated it: prefix (with its environment's), stars, last four. */
export const maskSecret = (plain: string): string =>
  plain.length <= 8
    ? '*'.repeat(plain.length)
    : `${/^(?:(?:sbx|live)_)?sk_/.exec(plain)?.[0] ?? plain.slice(0, 3)}${'*'.repeat(16)}${plain.slice(-4)}`;
export const isMaskedSecret = (value: string): boolean => value.includes('****');

export const secretList = listAnswer(secret).register(z.globalRegistry, { id: 'SecretList' });
export type SecretList = z.infer<typeof secretList>;
export const secretDeleted = z.object({ id: z.string(), deleted: z.literal(true) }).register(z.globalRegistry, { id: 'SecretDeleted' });

/**
 * What an API key may do on the partner API: full access, read-only, or a chosen set of
 * `resource:read|write`. A `write` scope includes reading the same resource. Each `/partner/v1`
 * route declares the one scope it needs next to its descriptor (PARTNER_API in ../partner-api/api.ts).
 */
export const PARTNER_RESOURCES = ['clients', 'accounts', 'cards', 'transactions', 'events'] as const;
export type PartnerResource = (typeof PARTNER_RESOURCES)[number];

export const PARTNER_SCOPES = [
  'clients:read',
  'clients:write',
  'accounts:read',
  'accounts:write',
  'cards:read',
  'cards:write',
  'transactions:read',
  'transactions:write',
  'events:read',
  'events:write',
] as const satisfies ReadonlyArray<`${PartnerResource}:${'read' | 'write'}`>;
export type PartnerScope = (typeof PARTNER_SCOPES)[number];

/** FULL: every call; READ_ONLY: every `:read` scope; RESTRICTED: only the listed scopes. */
export const KEY_ACCESS = ['FULL', 'READ_ONLY', 'RESTRICTED'] as const;
export type KeyAccess = (typeof KEY_ACCESS)[number];

/** Whether a key with this access and these scopes may make a call that needs `need`. */
export function scopeAllows(key: { access: KeyAccess; scopes: readonly string[] }, need: PartnerScope): boolean {
  if (key.access === 'FULL') return true;
  if (key.access === 'READ_ONLY') return need.endsWith(':read');
  const [resource] = need.split(':');
  return key.scopes.includes(need) || (need.endsWith(':read') && key.scopes.includes(`${resource}:write`));
}

/** How long the old token/secret pair keeps working after a roll, in seconds. */
export const KEY_ROLL_OVERLAPS = { now: 0, '1h': 3_600, '24h': 86_400, '7d': 604_800 } as const;
export type KeyRollOverlap = keyof typeof KEY_ROLL_OVERLAPS;
export const KEY_ROLL_OVERLAP_NAMES = Object.keys(KEY_ROLL_OVERLAPS) as [KeyRollOverlap, ...KeyRollOverlap[]];

/** At most this many addresses or CIDR ranges in one key's allowlist. */
export const KEY_ALLOWED_IPS_MAX = 20;
/** An expiry date at most this many days ahead. */
export const KEY_EXPIRY_MAX_DAYS = 730;
/** Notices (inbox and e-mail) this many days before a key expires, each sent once. */
export const KEY_EXPIRY_NOTICE_DAYS = [7, 1] as const;

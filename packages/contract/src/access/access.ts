/**
 * Roles and permissions: the one matrix of what each role of a partner's team may do.
 * The server checks it on every route from the role read from the database at request time; the
 * web app hides what the role cannot do. A route is either guarded by one permission below, or
 * marked `public` (no session) or `self` (any signed-in user, about itself).
 */
export const ROLES = ['OWNER', 'ADMIN', 'DEVELOPER', 'VIEWER', 'VIEWER_NO_PII'] as const;
export type Role = (typeof ROLES)[number];
/** A new member's role unless the invitation names another (partner-portal §1: DEVELOPER is the default). */
export const DEFAULT_ROLE = 'DEVELOPER' satisfies Role;
/** The roles an invitation or a role change may give: ownership moves only by handover. */
export const ASSIGNABLE_ROLES = ['ADMIN', 'DEVELOPER', 'VIEWER', 'VIEWER_NO_PII'] as const satisfies readonly Role[];
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

const ALL: readonly Role[] = ROLES;
const MANAGERS: readonly Role[] = ['OWNER', 'ADMIN'];
const BUILDERS: readonly Role[] = ['OWNER', 'ADMIN', 'DEVELOPER'];
const WITH_PII: readonly Role[] = ['OWNER', 'ADMIN', 'DEVELOPER', 'VIEWER'];

/** action → the roles allowed. */
export const PERMISSIONS = {
  /** dashboard charts */
  'statistics.read': ALL,
  /** clients, accounts, cards and transactions: lists and details (PII masked without clients.read_pii) */
  'clients.read': ALL,
  /** client names, e-mails, IBANs and card holders in clear */
  'clients.read_pii': WITH_PII,
  /** `?format=csv` of a list; a Viewer reads on screen only, a Viewer without personal data exports masked rows */
  'export.csv': ['OWNER', 'ADMIN', 'DEVELOPER', 'VIEWER_NO_PII'],
  'invoices.read': ALL,
  /** the API secrets list (secrets masked) */
  'secrets.read': ALL,
  /** create and delete API secrets */
  'secrets.manage': BUILDERS,
  /** the partner API request log (paths and answers of signed calls) */
  'requests.read': WITH_PII,
  /** webhooks and their deliveries (delivery bodies carry personal data) */
  'webhooks.read': WITH_PII,
  /** create, change, enable, disable, delete and test webhooks; resend a failed delivery */
  'webhooks.manage': BUILDERS,
  /** send the event history again (replay, or resend a delivery that succeeded) */
  'webhooks.replay': MANAGERS,
  /** reveal a webhook's signing secret and roll it */
  'webhooks.secret': MANAGERS,
  'team.read': ALL,
  /** invite, remove, disable, recover members and change their roles */
  'team.manage': MANAGERS,
  /** hand the ownership to an Admin */
  'team.transfer': ['OWNER'],
  'audit.read': MANAGERS,
  'partner.settings': MANAGERS,
} as const satisfies Record<string, readonly Role[]>;
export type Permission = keyof typeof PERMISSIONS;
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

/** Whether a role may do an action; no role (no partner) may do none. */
export const can = (role: Role | null | undefined, permission: Permission): boolean =>
  role != null && (PERMISSIONS[permission] as readonly Role[]).includes(role);

/** How a route is guarded: one permission of the matrix, no session at all, or the signed-in user itself. */
export type RouteAccess = Permission | 'public' | 'self';

/**
 * Role changes: only Owner and Admin change roles; nobody changes its own role; the Owner's
 * role changes only by handover, and no change makes a second Owner. Answers the refusal, or null.
 */
export function roleChangeRefusal(o: {
  actor: { id: string; role: Role };
  target: { id: string; role: Role };
  to: Role;
}): 'forbidden' | 'own_role' | 'owner_role' | 'invalid_role' | null {
  if (!can(o.actor.role, 'team.manage')) return 'forbidden';
  if (o.actor.id === o.target.id) return 'own_role';
  if (o.target.role === 'OWNER') return 'owner_role';
  if (!(ASSIGNABLE_ROLES as readonly Role[]).includes(o.to)) return 'invalid_role';
  return null;
}

/** The Owner hands ownership to an active Admin of the partner; the Owner becomes an Admin. */
export function handoverRefusal(o: {
  actor: { id: string; role: Role };
  target: { id: string; role: Role; active: boolean };
}): 'forbidden' | 'own_role' | 'not_admin' | 'not_active' | null {
  if (!can(o.actor.role, 'team.transfer')) return 'forbidden';
  if (o.actor.id === o.target.id) return 'own_role';
  if (o.target.role !== 'ADMIN') return 'not_admin';
  if (!o.target.active) return 'not_active';
  return null;
}

/**
 * The partner's standing, computed at request time from the partner itself: its owner's verification
 * (KYC tier 2 VERIFIED) and the operator's switch. Anything but VERIFIED gates every member.
 */
export const PARTNER_STANDINGS = ['VERIFIED', 'UNVERIFIED', 'DISABLED'] as const;
export type PartnerStanding = (typeof PARTNER_STANDINGS)[number];

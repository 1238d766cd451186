/**
 * The operator console: the bank's staff, separate from partner users. One matrix of what
 * each operator role may do; the server checks it on every /api-operator route from the operator's
 * role read from the database at request time, the web console shows only what the role may do.
 */
export const OPERATOR_ROLES = ['ADMINISTRATOR', 'COMPLIANCE_OFFICER', 'SUPPORT_AGENT', 'FINANCE'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

const ALL: readonly OperatorRole[] = OPERATOR_ROLES;
const ADMIN: readonly OperatorRole[] = ['ADMINISTRATOR'];

/** action → the operator roles allowed. */
export const OPERATOR_PERMISSIONS = {
  /** the partners list and a partner's detail (company, members, keys without secrets, webhooks, invoices, tickets) */
  'partners.read': ALL,
  /** create a partner, disable or enable it, change its brand */
  'partners.manage': ['ADMINISTRATOR', 'COMPLIANCE_OFFICER'],
  /** verification reviews: approve or reject a company */
  'kyc.review': ['ADMINISTRATOR', 'COMPLIANCE_OFFICER'],
  /** the support queue: read and answer tickets */
  'tickets.answer': ['ADMINISTRATOR', 'SUPPORT_AGENT'],
  /** inbox notices to one partner, a brand or all */
  'notices.send': ['ADMINISTRATOR', 'SUPPORT_AGENT'],
  /** issue invoices, mark them paid */
  'invoices.manage': ['ADMINISTRATOR', 'FINANCE'],
  /** the FAQ per language and country */
  'faq.edit': ['ADMINISTRATOR', 'SUPPORT_AGENT'],
  /** platform switches: maintenance mode, registration */
  'platform.manage': ADMIN,
  /** invite operators, change their roles, disable them */
  'operators.manage': ADMIN,
  /** the operator audit log: every operator action */
  'audit.read': ['ADMINISTRATOR', 'COMPLIANCE_OFFICER'],
} as const satisfies Record<string, readonly OperatorRole[]>;
export type OperatorPermission = keyof typeof OPERATOR_PERMISSIONS;
export const OPERATOR_PERMISSION_NAMES = Object.keys(OPERATOR_PERMISSIONS) as OperatorPermission[];

/** Whether an operator role may do an action. */
export const operatorCan = (role: OperatorRole | null | undefined, permission: OperatorPermission): boolean =>
  role != null && (OPERATOR_PERMISSIONS[permission] as readonly OperatorRole[]).includes(role);

/** The permissions of a role, as the console's `me` answers them. */
export const operatorPermissionsOf = (role: OperatorRole): OperatorPermission[] =>
  OPERATOR_PERMISSION_NAMES.filter((p) => operatorCan(role, p));

/** How an operator route is guarded: a permission, any signed-in operator (`self`), or nobody signed in (`public`). */
export type OperatorAccess = OperatorPermission | 'self' | 'public';

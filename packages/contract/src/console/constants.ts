/** Limits of the operator console, written once. */
export const CONSOLE = {
  /** an operator session ends this long after sign-in, whatever happens meanwhile */
  sessionMaxHours: 8,
  /** the reason given when a partner is disabled or enabled */
  reasonMax: 500,
  /** the maintenance message shown to partners */
  maintenanceMessageMax: 500,
  /** an operator's one-time password printed by `operator create` when none is given */
  generatedPasswordLength: 20,
} as const;

/** The answer code of a write refused while the portal is in maintenance (503). */
export const MAINTENANCE_CODE = 'maintenance';

/** The console's screens in the web app: same server, same build, its own routes. */
export const CONSOLE_ROUTES = {
  root: '/operator',
  signIn: '/operator/sign-in',
  partners: '/operator/partners',
  partner: '/operator/partners/:id',
  audit: '/operator/audit',
  platform: '/operator/platform',
  tickets: '/operator/tickets',
  ticket: '/operator/tickets/:id',
  reviews: '/operator/reviews',
  review: '/operator/reviews/:id',
  notices: '/operator/notices',
  invoices: '/operator/invoices',
  faq: '/operator/faq',
  account: '/operator/account',
} as const;

/** The console's page where an invitee sets its password: `?code=…&email=…`. */
export const OPERATOR_ACCEPT_ROUTE = `${CONSOLE_ROUTES.root}/accept-invitation`;
/** The console's operators screen (Administrators). */
export const OPERATORS_SCREEN_ROUTE = `${CONSOLE_ROUTES.root}/operators`;

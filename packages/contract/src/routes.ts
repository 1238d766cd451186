/** Web routes (partner-portal §2, customer-portal §2). */
export const ROUTES = {
  root: '/',
  dashboard: '/dashboard',
  auth: '/auth',
  login: '/auth/login',
  signup: '/auth/signup',
  forgotPassword: '/auth/forgot-password',
  kyb: '/kyb',
  account: '/account',
  accountAudit: '/account/audit',
  inbox: '/inbox',
  support: '/support',
  docsApi: '/docs/api',
  docsSettings: '/docs/settings',
  docsAuthentications: '/docs/authentications',
  docsWebhooks: '/docs/webhooks',
  docsEvents: '/docs/events',
  docsCli: '/docs/cli',
  clientsIndividual: '/clients/individual',
  clientsBusiness: '/clients/business',
  accounts: '/accounts',
  cards: '/cards',
  transactions: '/transactions',
  /** the sandbox's simulations (the screen says so in live) */
  simulations: '/simulations',
  invoices: '/invoices',
  legalPrivacy: '/legal/privacypolicy',
  legalTerms: '/legal/terms',
  legalAml: '/legal/amlpolicy',
  legal: '/legal',
  terms: '/terms',
  privacyPolicy: '/privacypolicy',
  amlPolicy: '/amlpolicy',
  security: '/wallet/security',
} as const;

/*
 * The web app's first download holds the router, so the paths it names live here, in modules without schemas: a
 * constant imported from a module full of schemas brings all of them (and zod's work to build them) along.
 */

/** The web screen of one webhook's deliveries (under My account). */
export const WEBHOOK_DELIVERIES_ROUTE = '/account/webhooks/:id';
export const webhookDeliveriesRoute = (id: string) => WEBHOOK_DELIVERIES_ROUTE.replace(':id', encodeURIComponent(id));

/** The portal page that shows the partner API request log (Documentation → Request log). */
export const REQUEST_LOG_ROUTE = '/docs/request-log';

/**
 * The frame a page is first painted with, before any script has run: the server puts it, prerendered, in the page it
 * sends for `path`, and the web app's loading screen draws the same one for the same path (partner-portal §2).
 */
export type FirstFrame = 'auth' | 'dashboard' | 'page';
export function firstFrame(path: string): FirstFrame {
  if (path === ROUTES.auth || path === ROUTES.login) return 'auth';
  if (path === ROUTES.root || path === ROUTES.dashboard) return 'dashboard';
  return 'page';
}

/** The cookie the web app keeps the chosen language in, so that the page's prerendered frame is in that language. */
export const LANGUAGE_COOKIE = 'language';

/** The brand's fields in a prerendered frame: the build renders these in their place, the server each page's own. */
export const FRAME_SLOTS = { name: '__FRAME_NAME__', logoSvg: '__FRAME_LOGO__', productTitle: '__FRAME_PRODUCT__' };

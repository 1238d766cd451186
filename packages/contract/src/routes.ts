/** Route descriptors: one place for every path the web app calls and the server serves. */
export const API = {
  clients: { method: 'GET', path: '/api-portal/clients' },
  client: { method: 'GET', path: '/api-portal/clients/:id' },
  accounts: { method: 'GET', path: '/api-portal/accounts/list/:type' },
  account: { method: 'GET', path: '/api-portal/accounts/:id' },
  cards: { method: 'GET', path: '/api-portal/cards' },
  card: { method: 'GET', path: '/api-portal/cards/:id' },
  transactions: { method: 'GET', path: '/api-portal/transactions' },
  invoices: { method: 'GET', path: '/api-portal/invoice' },
  invoiceAttachment: { method: 'GET', path: '/api-portal/invoice/attachment/:key' },
} as const;
export type ApiRoute = keyof typeof API;

/** Fills `:param` placeholders. */
export function apiPath(route: ApiRoute, params: Record<string, string> = {}): string {
  return API[route].path.replace(/:(\w+)/g, (_, k: string) => encodeURIComponent(params[k] ?? ''));
}

/** Web routes (spec 000 §2, spec 001 §2). */
export const ROUTES = {
  root: '/',
  dashboard: '/dashboard',
  auth: '/auth',
  login: '/auth/login',
  signup: '/auth/signup',
  forgotPassword: '/auth/forgot-password',
  kyb: '/kyb',
  account: '/account',
  inbox: '/inbox',
  support: '/support',
  docsApi: '/docs/api',
  docsSettings: '/docs/settings',
  docsAuthentications: '/docs/authentications',
  docsWebhooks: '/docs/webhooks',
  clientsIndividual: '/clients/individual',
  clientsBusiness: '/clients/business',
  accounts: '/accounts',
  cards: '/cards',
  transactions: '/transactions',
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

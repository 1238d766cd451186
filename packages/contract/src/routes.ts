/** Route descriptors: one place for every path the web app calls and the server serves. */
export const API = {
  status: { method: 'GET', path: '/api-portal/auth/status' },
  statusAlias: { method: 'GET', path: '/api/status' },
  login: { method: 'POST', path: '/api-portal/auth/login' },
  logout: { method: 'GET', path: '/api-portal/auth/logout' },
  refreshToken: { method: 'POST', path: '/api-portal/auth/refreshToken' },
  loggedIn: { method: 'GET', path: '/api-portal/auth/logged-in' },
  me: { method: 'GET', path: '/api-portal/user/me' },
  statisticsClients: { method: 'GET', path: '/api-portal/statistics/clients/:type' },
  statisticsAccounts: { method: 'GET', path: '/api-portal/statistics/accounts' },
  statisticsCards: { method: 'GET', path: '/api-portal/statistics/cards' },
  statisticsTransactions: { method: 'GET', path: '/api-portal/statistics/transactions' },
  swagger: { method: 'GET', path: '/api-docs/swagger.json' },
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

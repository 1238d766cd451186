import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { CONSOLE_ROUTES, REQUEST_LOG_ROUTE, ROUTES, WEBHOOK_DELIVERIES_ROUTE } from '@portal/contract';
import { OPERATOR_ACCEPT_ROUTE, OPERATORS_SCREEN_ROUTE } from '@portal/contract';
import { setUnauthorizedHandler } from '../lib/api-client';
import { SESSION_ENDED_STATE } from '../features/auth/lib/session-ended';
import { ProtectedRoute } from './guards/protected-route';
import { RootLayout } from './layouts/root-layout';
import { PageLoader } from '../components/ui/page-loader';
import { Component as SignIn } from './routes/login';

const notFound = () => import('./routes/not-found');
const legalDocument = () => import('./routes/legal-document');
const signup = () => import('./routes/signup');

const routes: RouteObject[] = [
  // the operator console: same build, its own routes, shell and session
  { path: CONSOLE_ROUTES.signIn, lazy: () => import('./routes/operator-sign-in'), hydrateFallbackElement: <PageLoader page /> },
  { path: OPERATOR_ACCEPT_ROUTE, lazy: () => import('./routes/operator-accept-invitation'), hydrateFallbackElement: <PageLoader page /> },
  {
    path: CONSOLE_ROUTES.root,
    lazy: () => import('./routes/operator'),
    hydrateFallbackElement: <PageLoader page />,
    children: [
      { index: true, element: <Navigate to={CONSOLE_ROUTES.partners} replace /> },
      { path: CONSOLE_ROUTES.partners, lazy: () => import('./routes/operator-partners') },
      { path: CONSOLE_ROUTES.partner, lazy: () => import('./routes/operator-partner') },
      { path: CONSOLE_ROUTES.audit, lazy: () => import('./routes/operator-audit') },
      { path: CONSOLE_ROUTES.platform, lazy: () => import('./routes/operator-platform') },
      { path: CONSOLE_ROUTES.tickets, lazy: () => import('./routes/operator-tickets') },
      { path: CONSOLE_ROUTES.ticket, lazy: () => import('./routes/operator-ticket') },
      { path: CONSOLE_ROUTES.reviews, lazy: () => import('./routes/operator-reviews') },
      { path: CONSOLE_ROUTES.review, lazy: () => import('./routes/operator-review') },
      { path: OPERATORS_SCREEN_ROUTE, lazy: () => import('./routes/operator-operators') },
      { path: CONSOLE_ROUTES.notices, lazy: () => import('./routes/operator-notices') },
      { path: CONSOLE_ROUTES.invoices, lazy: () => import('./routes/operator-invoices') },
      { path: CONSOLE_ROUTES.faq, lazy: () => import('./routes/operator-faq') },
      { path: CONSOLE_ROUTES.account, lazy: () => import('./routes/operator-account') },
      { path: '*', lazy: notFound },
    ],
  },
  {
    element: <RootLayout />,
    hydrateFallbackElement: <PageLoader page />,
    children: [
      { path: ROUTES.root, element: <Navigate to={ROUTES.dashboard} replace /> },
      {
        path: ROUTES.auth,
        children: [
          // The sign-in screen is in the first download, not a lazy chunk: it is the first screen of nearly every
          // visit (a session lives in its tab), and a lazy one waited for the app to start before its own dozen
          // files were asked for.
          { index: true, Component: SignIn },
          { path: 'login', Component: SignIn },
          { path: 'forgot-password', lazy: () => import('./routes/forgot-password') },
          { path: 'reset-password/:code', lazy: () => import('./routes/reset-password') },
          { path: 'signup', lazy: signup },
          { path: 'signup/developer', lazy: signup },
          { path: '*', Component: SignIn },
        ],
      },
      { path: '/reset-password/:code', lazy: () => import('./routes/reset-password-legacy') },
      {
        path: '/confirm',
        children: [
          { path: 'email/:code', lazy: () => import('./routes/confirm-email') },
          ...['login', 'device', 'contact']
            .flatMap((p) => [p, `${p}/*`])
            .map((path) => ({ path, lazy: () => import('./routes/confirm-other') })),
          { index: true, element: <Navigate to={ROUTES.root} replace /> },
          { path: '*', element: <Navigate to={ROUTES.root} replace /> },
        ],
      },
      {
        path: ROUTES.legal,
        children: [
          { index: true, lazy: () => import('./routes/legal') },
          { path: 'privacypolicy', lazy: legalDocument },
          { path: 'terms', lazy: legalDocument },
          { path: 'amlpolicy', lazy: legalDocument },
        ],
      },
      {
        // the screens of one environment: a partner not verified yet uses them in its sandbox
        element: <ProtectedRoute sandbox />,
        children: [
          { path: ROUTES.dashboard, lazy: () => import('./routes/dashboard') },
          { path: ROUTES.account, lazy: () => import('./routes/account') },
          { path: WEBHOOK_DELIVERIES_ROUTE, lazy: () => import('./routes/webhook-deliveries') },
          { path: ROUTES.docsApi, lazy: () => import('./routes/docs-api') },
          { path: ROUTES.docsAuthentications, lazy: () => import('./routes/docs-authentications') },
          { path: ROUTES.docsSettings, lazy: () => import('./routes/docs-settings') },
          { path: ROUTES.docsWebhooks, lazy: () => import('./routes/docs-webhooks') },
          { path: ROUTES.docsEvents, lazy: () => import('./routes/docs-events') },
          { path: ROUTES.docsCli, lazy: () => import('./routes/docs-cli') },
          { path: REQUEST_LOG_ROUTE, lazy: () => import('./routes/docs-request-log') },
          { path: ROUTES.clientsIndividual, lazy: () => import('./routes/clients-individual') },
          { path: ROUTES.clientsBusiness, lazy: () => import('./routes/clients-business') },
          { path: ROUTES.accounts, lazy: () => import('./routes/accounts') },
          { path: ROUTES.cards, lazy: () => import('./routes/cards') },
          { path: ROUTES.transactions, lazy: () => import('./routes/transactions') },
          { path: ROUTES.simulations, lazy: () => import('./routes/simulations') },
          { path: '/client/:clientId', lazy: () => import('./routes/client-detail') },
          { path: '/account/:walletId', lazy: () => import('./routes/account-detail') },
          { path: '/card/:walletId', lazy: () => import('./routes/card-detail') },
        ],
      },
      {
        // the partner's, whatever the environment: past the verification only (partner-portal §2)
        element: <ProtectedRoute />,
        children: [
          { path: ROUTES.accountAudit, lazy: () => import('./routes/account-audit') },
          { path: ROUTES.security, lazy: () => import('./routes/wallet-security') },
          { path: ROUTES.invoices, lazy: () => import('./routes/invoices') },
          { path: ROUTES.support, lazy: () => import('./routes/support') },
          { path: ROUTES.inbox, lazy: () => import('./routes/inbox') },
          { path: ROUTES.terms, lazy: legalDocument },
          { path: ROUTES.privacyPolicy, lazy: legalDocument },
          { path: ROUTES.amlPolicy, lazy: legalDocument },
        ],
      },
      { element: <ProtectedRoute verification />, children: [{ path: ROUTES.kyb, lazy: () => import('./routes/kyb') }] },
      { path: '*', lazy: notFound },
    ],
  },
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The app's router, made once by main.tsx when the app starts (not when this module is evaluated: matching the address
 * and starting its lazy route's download is work of its own, kept out of the entry's evaluation, the longest task).
 */
export function createAppRouter(): AppRouter {
  const router = createBrowserRouter(routes);
  // a 401 of the live session: the session ended on the server (its 12-hour cap, a sign-out elsewhere)
  setUnauthorizedHandler(() => void router.navigate(ROUTES.auth, { replace: true, state: SESSION_ENDED_STATE }));
  return router;
}

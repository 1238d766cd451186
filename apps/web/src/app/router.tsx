import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ROUTES } from '@portal/contract';
import { setUnauthorizedHandler } from '../lib/api-client';
import { ProtectedRoute } from './guards/protected-route';
import { RootLayout } from './layouts/root-layout';
import { PageLoader } from '../components/ui/page-loader';

const login = () => import('./routes/login');
const notFound = () => import('./routes/not-found');

/** Protected screens that later issues build; until then they show the not-found screen. */
const PLANNED = [
  ROUTES.account, ROUTES.inbox, ROUTES.support, ROUTES.docsApi, ROUTES.docsSettings,
  ROUTES.docsAuthentications, ROUTES.docsWebhooks, ROUTES.clientsIndividual, ROUTES.clientsBusiness,
  ROUTES.accounts, ROUTES.cards, ROUTES.transactions, ROUTES.invoices,
];

const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      { path: ROUTES.root, element: <Navigate to={ROUTES.dashboard} replace /> },
      {
        path: ROUTES.auth,
        children: [
          { index: true, lazy: login },
          { path: 'login', lazy: login },
          { path: 'forgot-password', lazy: notFound },
          { path: 'signup', lazy: notFound },
          { path: '*', lazy: login },
        ],
      },
      {
        element: <ProtectedRoute />,
        children: [
          { path: ROUTES.dashboard, lazy: () => import('./routes/dashboard') },
          ...PLANNED.map((path) => ({ path, lazy: notFound })),
        ],
      },
      { element: <ProtectedRoute verification />, children: [{ path: ROUTES.kyb, lazy: () => import('./routes/kyb') }] },
      { path: '*', lazy: notFound },
    ],
  },
];

export const router = createBrowserRouter(routes);

setUnauthorizedHandler(() => void router.navigate(ROUTES.auth, { replace: true }));

import { Navigate, Outlet, useLocation } from 'react-router';
import { ROUTES } from '@portal/contract';
import { PageLoader } from '../../components/ui/page-loader';
import { PageError } from '../../components/ui/page-error';
import { useAccess } from '../hooks/use-access';
import { sessionStore } from '../../lib/session';
import { endedState } from '../../features/auth/lib/session-ended';

/**
 * Loader while checking, then the page or a redirect: /auth when signed out, /kyb while not
 * verified. `verification` guards /kyb itself, which verified partners have no use for. `sandbox`
 * screens (scoped by environment) open to a partner not verified yet while the tab shows its sandbox.
 */
export function ProtectedRoute({ verification = false, sandbox = false }: { verification?: boolean; sandbox?: boolean }) {
  const access = useAccess();
  const location = useLocation();
  if (access === 'loading') return <PageLoader page />;
  if (access === 'loggedOut') {
    // a session that ended by itself keeps its notice on /auth, whichever navigation to /auth came last
    return <Navigate to={ROUTES.auth} replace state={{ from: location.pathname, ...endedState(sessionStore.endedBy()) }} />;
  }
  if (access === 'error') return <PageError onRetry={() => window.location.reload()} />;
  const onlyKyb = access === 'verify' || (access === 'sandbox' && !sandbox);
  if (onlyKyb && !verification) return <Navigate to={ROUTES.kyb} replace />;
  if (access === 'granted' && verification) return <Navigate to={ROUTES.dashboard} replace />;
  return <Outlet />;
}

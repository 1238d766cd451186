import { Navigate, useLocation } from 'react-router';
import { ROUTES } from '@portal/contract';
import { LoginScreen } from '../../features/auth/components/login-screen';
import { useSessionCheck } from '../../features/auth/hooks/use-session-check';
import { useStatus } from '../../features/status/api/get-status';
import { PageLoader } from '../../components/ui/page-loader';

function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith(ROUTES.auth) ? from : ROUTES.dashboard;
}

/** /auth and /auth/login; a signed-in user goes on to where they were heading. */
export function Component() {
  const { state } = useSessionCheck();
  const location = useLocation();
  const status = useStatus().data;
  if (state === 'loading') return <PageLoader />;
  if (state === 'loggedIn') return <Navigate to={returnPath(location.state)} replace />;
  return <LoginScreen productTitle={status?.brand.productTitle ?? ''} registration={status} />;
}

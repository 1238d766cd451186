import { Outlet } from 'react-router';
import { useSessionGuard } from '../../features/auth/hooks/use-session-guard';
import { ErrorDialogProvider } from '../../components/errors/error-dialog-provider';
import { ScrollToTop } from './scroll-to-top';
import { Shell } from './shell';

/** The single root route: session guard, error dialogs and the page shell. */
export function RootLayout() {
  useSessionGuard();
  return (
    <ErrorDialogProvider>
      <ScrollToTop />
      <Shell>
        <Outlet />
      </Shell>
    </ErrorDialogProvider>
  );
}

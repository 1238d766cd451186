import { Outlet } from 'react-router';
import { useSessionGuard } from '../../features/auth/hooks/use-session-guard';
import { ErrorDialogProvider } from '../../components/errors/error-dialog-provider';
import { SessionIdleNotice } from '../../features/auth/components/session-idle-notice';
import { StepUpPrompt } from '../../features/two-factor/components/step-up-prompt';
import { ScrollToTop } from './scroll-to-top';
import { Shell } from './shell';

/** The single root route: session guard, error dialogs, the step-up prompt, the idle notice and the page shell. */
export function RootLayout() {
  const session = useSessionGuard();
  return (
    <ErrorDialogProvider>
      <ScrollToTop />
      <StepUpPrompt />
      <SessionIdleNotice active={session === 'loggedIn'} />
      <Shell>
        <Outlet />
      </Shell>
    </ErrorDialogProvider>
  );
}

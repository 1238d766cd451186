import '../../styles/mantine-later.css';
import { Navigate, Outlet, useOutletContext } from 'react-router';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CONSOLE_ROUTES, type OperatorMe, type OperatorPermission } from '@portal/contract';
import { ErrorDialogProvider } from '../../components/errors/error-dialog-provider';
import { LoadingScreen } from '../layouts/loading-screen';
import { PageError } from '../../components/ui/page-error';
import { useOperator } from '../../features/console/api/get-operator';
import { operatorStepUp } from '../../features/console/api/operator-step-up';
import { ConsoleIdleNotice } from '../../features/console/components/console-idle-notice';
import { StepUpPrompt } from '../../features/two-factor/components/step-up-prompt';
import { operatorSessionStore, useOperatorSession } from '../../features/console/lib/operator-session';
import { ConsoleShell } from '../layouts/console-shell';

/** /operator/*: an operator session (else the console's sign-in), the shell, the step-up prompt, the idle notice, the screen. */
export function Component() {
  const session = useOperatorSession();
  const me = useOperator(session?.token ?? null);
  if (!session) return <Navigate to={CONSOLE_ROUTES.signIn} replace state={operatorSessionStore.signInState()} />;
  if (me.isError) return <PageError onRetry={() => void me.refetch()} />;
  if (!me.data) return <LoadingScreen />;
  return (
    <ErrorDialogProvider>
      <StepUpPrompt confirmCode={operatorStepUp} />
      <ConsoleIdleNotice idleTimeoutMs={me.data.idleTimeoutMs} />
      <ConsoleShell me={me.data}>
        <Outlet context={me.data} />
      </ConsoleShell>
    </ErrorDialogProvider>
  );
}

/** The signed-in operator, for the console's screens. */
export const useConsoleOperator = () => useOutletContext<OperatorMe>();

/** A screen for the roles with `permission`; the server refuses the others anyway. */
export function RequirePermission({ permission, children }: { permission: OperatorPermission; children: React.ReactNode }) {
  const { t } = useTranslation('console');
  const me = useConsoleOperator();
  if (!(me.permissions as string[]).includes(permission)) return <Alert color="gray">{t('shell.notAllowed')}</Alert>;
  return children;
}

import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStatus } from '../../features/status/api/get-status';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { NetworkErrorScreen } from '../../components/ui/network-error-screen';
import { FIRST_NAMESPACES } from '../../locales';
import { laterCatalogueLoads } from '../../lib/i18n';
import { wantNotices } from '../../lib/notices';
import { eachWhenIdle } from '../../lib/when-idle';
import { useAfterThisTask } from '../../lib/next-task';

/**
 * Nothing renders before the status object and the translations are there (partner-portal §2). The app's first
 * render, once they are, is the longest piece of work of a first visit: it comes in a task of its own, after the
 * loading screen was painted, not in the task of the render or the answer that made it possible.
 */
export function AppGate({ children }: { children: ReactNode }) {
  const status = useStatus();
  const { ready } = useTranslation(FIRST_NAMESPACES);
  // false on the first render even when the status is already there (the early script asks for it before the app
  // starts): the loading screen is painted first, at once, and the gate opens in the task after that paint
  const open = useAfterThisTask(ready && !!status.data);
  // what later screens need (the notices' code, the other catalogues) follows the first screen, in idle time and one
  // piece at a time, so that it does not compete with it
  useEffect(() => (open ? eachWhenIdle([wantNotices, ...laterCatalogueLoads()]) : undefined), [open]);
  if (status.isError && !status.data) {
    return <NetworkErrorScreen message={status.error.message} onRetry={() => void status.refetch()} />;
  }
  if (!open) return <LoadingScreen />;
  return children;
}

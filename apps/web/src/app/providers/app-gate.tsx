import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStatus } from '../../features/status/api/get-status';
import { LoadingScreen } from '../layouts/loading-screen';
import { NetworkErrorScreen } from '../../components/ui/network-error-screen';
import { FIRST_NAMESPACES } from '../../locales';
import { laterCatalogueLoads } from '../../lib/i18n';
import { wantNotices } from '../../lib/notices';
import { eachWhenIdle } from '../../lib/when-idle';
import { useAccess } from '../hooks/use-access';

/**
 * Nothing renders before the status object, the translations and, signed in, the user are there (partner-portal §2).
 * The app's first render, once they are, is the longest piece of work of a first visit: it is a deferred render, after
 * the loading screen was painted, which React slices into short tasks (the browser can answer input between them) and
 * which keeps the loading screen while a lazy route's code is on its way.
 */
export function AppGate({ children }: { children: ReactNode }) {
  const status = useStatus();
  const { ready } = useTranslation(FIRST_NAMESPACES);
  // Signed in, the session check and the user decide what the page shows. Their answers arriving while React draws the
  // app would make it draw it all again at once, in one long task (a store changed under a sliced render), and then
  // the page, once more, when the guard stops waiting: the app is drawn once, when they are there.
  const accessKnown = useAccess() !== 'loading';
  // false on the first render even when the status is already there (the early script asks for it before the app
  // starts): the loading screen is painted first, at once
  const open = useDeferredValue(ready && !!status.data && accessKnown, false);
  // what later screens need (the notices' code, the other catalogues) follows the first screen, in idle time and one
  // piece at a time, so that it does not compete with it
  useEffect(() => (open ? eachWhenIdle([wantNotices, ...laterCatalogueLoads()]) : undefined), [open]);
  if (status.isError && !status.data) {
    return <NetworkErrorScreen message={status.error.message} onRetry={() => void status.refetch()} />;
  }
  if (!open) return <LoadingScreen />;
  return children;
}

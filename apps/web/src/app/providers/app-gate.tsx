import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStatus } from '../../features/status/api/get-status';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { NetworkErrorScreen } from '../../components/ui/network-error-screen';
import { FIRST_NAMESPACES } from '../../locales';

/** Nothing renders before the status object and the translations are there (partner-portal §2). */
export function AppGate({ children }: { children: ReactNode }) {
  const status = useStatus();
  const { ready } = useTranslation(FIRST_NAMESPACES);
  if (status.isError && !status.data) {
    return <NetworkErrorScreen message={status.error.message} onRetry={() => void status.refetch()} />;
  }
  if (!ready || !status.data) return <LoadingScreen />;
  return children;
}

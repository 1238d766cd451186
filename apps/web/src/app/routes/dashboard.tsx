import { DashboardScreen } from '../../features/statistics/components/dashboard-screen';
import { DASHBOARD_CHARTS } from '../../features/statistics/lib/charts';
import { queryClient } from '../../lib/query-client';
import { sessionStore } from '../../lib/session';

/**
 * The five statistics calls start as soon as this module is there: the router loads it while the app still waits
 * for the status and the session check, so the answers no longer wait for the app's first render, the guard and
 * the screen's own (one step less before the first chart). Signed out, the guard sends the visitor to /auth.
 */
export function loader() {
  if (sessionStore.token()) for (const chart of DASHBOARD_CHARTS) void queryClient.prefetchQuery(chart.query);
  return null;
}

export function Component() {
  return <DashboardScreen />;
}

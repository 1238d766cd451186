import { DashboardScreen } from '../../features/statistics/components/dashboard-screen';
import { loadMonthlyBarChart } from '../../features/statistics/components/statistics-card';
import { DASHBOARD_CHARTS } from '../../features/statistics/lib/charts';
import { queryClient } from '../../lib/query-client';
import { sessionStore } from '../../lib/session';

/**
 * The five statistics calls, and the charts' own chunk, start as soon as this module is there: the router loads it
 * while the app still waits for the status and the session check, so neither waits for the app's first render, the
 * guard and the screen's own (steps less before the first chart). Signed out, the guard sends the visitor to /auth.
 */
export function loader() {
  if (!sessionStore.token()) return null;
  for (const chart of DASHBOARD_CHARTS) void queryClient.prefetchQuery(chart.query);
  void loadMonthlyBarChart();
  return null;
}

export function Component() {
  return <DashboardScreen />;
}

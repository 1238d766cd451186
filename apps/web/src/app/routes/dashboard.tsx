import { DashboardScreen } from '../../features/statistics/components/dashboard-screen';

export function Component() {
  return <DashboardScreen />;
}

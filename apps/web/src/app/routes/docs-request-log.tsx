import '../../styles/mantine-later.css';
import { RequestLogScreen } from '../../features/docs/components/request-log-screen';

export function Component() {
  return <RequestLogScreen />;
}

import '../../styles/mantine-later.css';
import { InboxScreen } from '../../features/tickets/components/inbox-screen';

export function Component() {
  return <InboxScreen />;
}

import { InboxScreen } from '../../features/inbox/components/inbox-screen';

export function Component() {
  return <InboxScreen />;
}

import '../../styles/mantine-later.css';
import { TicketsScreen } from '../../features/console/components/tickets-screen';
import { RequirePermission } from './operator';

export function Component() {
  return (
    <RequirePermission permission="tickets.answer">
      <TicketsScreen />
    </RequirePermission>
  );
}

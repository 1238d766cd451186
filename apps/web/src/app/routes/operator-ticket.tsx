import '../../styles/mantine-later.css';
import { useParams } from 'react-router';
import { TicketThread } from '../../features/console/components/ticket-thread';
import { RequirePermission } from './operator';

export function Component() {
  const { id = '' } = useParams();
  return (
    <RequirePermission permission="tickets.answer">
      <TicketThread id={id} />
    </RequirePermission>
  );
}

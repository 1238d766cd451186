import '../../styles/mantine-later.css';
import { NoticesScreen } from '../../features/console/components/notices-screen';
import { RequirePermission } from './operator';

export function Component() {
  return (
    <RequirePermission permission="notices.send">
      <NoticesScreen />
    </RequirePermission>
  );
}

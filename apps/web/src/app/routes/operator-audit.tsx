import '../../styles/mantine-later.css';
import { ConsoleAuditScreen } from '../../features/console/components/console-audit-screen';
import { RequirePermission } from './operator';

export function Component() {
  return (
    <RequirePermission permission="audit.read">
      <ConsoleAuditScreen />
    </RequirePermission>
  );
}

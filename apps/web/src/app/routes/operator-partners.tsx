import '../../styles/mantine-later.css';
import { PartnersScreen } from '../../features/console/components/partners-screen';
import { RequirePermission, useConsoleOperator } from './operator';

export function Component() {
  const me = useConsoleOperator();
  return (
    <RequirePermission permission="partners.read">
      <PartnersScreen canManage={(me.permissions as string[]).includes('partners.manage')} />
    </RequirePermission>
  );
}

import '../../styles/mantine-later.css';
import { useParams } from 'react-router';
import { PartnerDetail } from '../../features/console/components/partner-detail';
import { RequirePermission, useConsoleOperator } from './operator';

export function Component() {
  const { id = '' } = useParams();
  const me = useConsoleOperator();
  return (
    <RequirePermission permission="partners.read">
      <PartnerDetail id={id} canManage={(me.permissions as string[]).includes('partners.manage')} />
    </RequirePermission>
  );
}

import { PartnersScreen } from '../../features/console/components/partners-screen';
import { RequirePermission } from './operator';

export function Component() {
  return (
    <RequirePermission permission="partners.read">
      <PartnersScreen />
    </RequirePermission>
  );
}

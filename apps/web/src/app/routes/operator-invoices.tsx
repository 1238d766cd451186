import '../../styles/mantine-later.css';
import { InvoicesScreen } from '../../features/console/components/invoices-screen';
import { RequirePermission } from './operator';

export function Component() {
  return (
    <RequirePermission permission="invoices.manage">
      <InvoicesScreen />
    </RequirePermission>
  );
}

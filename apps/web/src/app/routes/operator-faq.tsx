import '../../styles/mantine-later.css';
import { FaqScreen } from '../../features/console/components/faq-screen';
import { RequirePermission } from './operator';

export function Component() {
  return (
    <RequirePermission permission="faq.edit">
      <FaqScreen />
    </RequirePermission>
  );
}

import '../../styles/mantine-later.css';
import { PlatformScreen } from '../../features/console/components/platform-screen';
import { RequirePermission } from './operator';

export function Component() {
  return (
    <RequirePermission permission="platform.manage">
      <PlatformScreen />
    </RequirePermission>
  );
}

import { KybScreen } from '../../features/kyb/components/kyb-screen';
import { useStatus } from '../../features/status/api/get-status';

export function Component() {
  const supportEmail = useStatus().data?.brand.supportEmail ?? '';
  return <KybScreen supportEmail={supportEmail} />;
}

import '../../styles/mantine-later.css';
import { KybScreen } from '../../features/identity/components/kyb-screen';
import { useStatus } from '../../features/status/api/get-status';
import { useMe } from '../../features/user/api/get-me';

export function Component() {
  const brand = useStatus().data?.brand;
  const records = useMe().data?.kyc ?? [];
  return <KybScreen records={records} provider={brand?.identityProvider ?? 'sandbox'} supportEmail={brand?.supportEmail ?? ''} />;
}

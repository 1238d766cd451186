import '../../styles/mantine-later.css';
import { useNavigate } from 'react-router';
import { ROUTES } from '@portal/contract';
import { KybScreen } from '../../features/identity/components/kyb-screen';
import { useStatus } from '../../features/status/api/get-status';
import { useMe } from '../../features/user/api/get-me';
import { environmentStore } from '../../lib/environment';

export function Component() {
  const brand = useStatus().data?.brand;
  const me = useMe().data;
  const navigate = useNavigate();
  // a partner not verified yet has its sandbox from registration (a developer without a team has none)
  const openSandbox = () => {
    environmentStore.set('sandbox');
    void navigate(ROUTES.dashboard);
  };
  return (
    <KybScreen
      records={me?.kyc ?? []}
      provider={brand?.identityProvider ?? 'sandbox'}
      supportEmail={brand?.supportEmail ?? ''}
      onOpenSandbox={me?.partnerStanding === 'UNVERIFIED' ? openSandbox : null}
    />
  );
}

import '../../styles/mantine-later.css';
import { useParams } from 'react-router';
import { SimulateMenu } from '../../features/simulations/components/simulate-menu';
import { accountDetailLoader } from '../../features/partner-data/components/route-loaders';
import { AccountDetailScreen } from '../../features/partner-data/components/account-detail-screen';

export const loader = accountDetailLoader;

export function Component() {
  const { walletId = '' } = useParams();
  return <AccountDetailScreen key={walletId} walletId={walletId} actions={<SimulateMenu on="account" id={walletId} />} />;
}

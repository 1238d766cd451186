import '../../styles/mantine-later.css';
import { useParams } from 'react-router';
import { accountDetailLoader } from '../../features/partner-data/components/route-loaders';
import { AccountDetailScreen } from '../../features/partner-data/components/account-detail-screen';

export const loader = accountDetailLoader;

export function Component() {
  const { walletId = '' } = useParams();
  return <AccountDetailScreen key={walletId} walletId={walletId} />;
}

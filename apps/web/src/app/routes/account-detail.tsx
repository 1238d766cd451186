import '../../styles/mantine-later.css';
import { useParams } from 'react-router';
import { AccountDetailScreen } from '../../features/partner-data/components/account-detail-screen';

export function Component() {
  const { walletId = '' } = useParams();
  return <AccountDetailScreen key={walletId} walletId={walletId} />;
}

import '../../styles/mantine-later.css';
import { useParams } from 'react-router';
import { CardDetailScreen } from '../../features/partner-data/components/card-detail-screen';

export function Component() {
  const { walletId = '' } = useParams();
  return <CardDetailScreen key={walletId} walletId={walletId} />;
}

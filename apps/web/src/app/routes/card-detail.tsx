import '../../styles/mantine-later.css';
import { useParams } from 'react-router';
import { SimulateMenu } from '../../features/simulations/components/simulate-menu';
import { cardDetailLoader } from '../../features/partner-data/components/route-loaders';
import { CardDetailScreen } from '../../features/partner-data/components/card-detail-screen';

export const loader = cardDetailLoader;

export function Component() {
  const { walletId = '' } = useParams();
  return <CardDetailScreen key={walletId} walletId={walletId} actions={<SimulateMenu on="card" id={walletId} />} />;
}

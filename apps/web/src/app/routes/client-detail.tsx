import '../../styles/mantine-later.css';
import { useParams } from 'react-router';
import { clientDetailLoader } from '../../features/partner-data/components/route-loaders';
import { ClientDetailScreen } from '../../features/partner-data/components/client-detail-screen';

export const loader = clientDetailLoader;

export function Component() {
  const { clientId = '' } = useParams();
  return <ClientDetailScreen key={clientId} clientId={clientId} />;
}
